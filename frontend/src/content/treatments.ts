/**
 * The ten treatment pages of /services/:section, in sidebar
 * order. The slug is the exact URL value; links elsewhere rely on it. Long texts live in
 * `treatment-details.ts`; this list feeds the sidebar, the condition cards and
 * the home page's list of conditions we treat.
 */
export const TREATMENT_SLUGS = [
  'BipolarDisorderTreatment',
  'ObsessiveCompulsiveDisorderTreatment',
  'SchizophreniaTreatment',
  'ADHDTreatment',
  'AnxietyDisorderTreatment',
  'ASDTreatment',
  'DementiaTreatment',
  'DepressionTreatment',
  'PersonalityDisorderTreatment',
  'PTSDTreatment',
] as const;

export type TreatmentSlug = (typeof TREATMENT_SLUGS)[number];

export interface Treatment {
  slug: TreatmentSlug;
  /** The condition's everyday name, e.g. "ADHD". */
  condition: string;
  /** Sidebar and page title. */
  title: string;
  /** One sentence for cards and lists. */
  summary: string;
}

export const TREATMENTS: readonly Treatment[] = [
  {
    slug: 'BipolarDisorderTreatment',
    condition: 'Bipolar disorder',
    title: 'Bipolar Disorder Treatment',
    summary: 'Steadier moods through medicine reviews, therapy and a plan the whole family understands.',
  },
  {
    slug: 'ObsessiveCompulsiveDisorderTreatment',
    condition: 'Obsessive-compulsive disorder (OCD)',
    title: 'Obsessive Compulsive Disorder Treatment',
    summary: 'Loosening the grip of intrusive thoughts and rituals with exposure-based therapy.',
  },
  {
    slug: 'SchizophreniaTreatment',
    condition: 'Schizophrenia',
    title: 'Schizophrenia Treatment',
    summary: 'Long-term psychiatric care, rehabilitation and family support for recovery.',
  },
  {
    slug: 'ADHDTreatment',
    condition: 'ADHD',
    title: 'ADHD Treatment',
    summary: 'Attention, organisation and behaviour support at home and in the classroom.',
  },
  {
    slug: 'AnxietyDisorderTreatment',
    condition: 'Anxiety disorders',
    title: 'Anxiety Disorder Treatment',
    summary: 'Practical skills to understand worry, face fears and sleep and study better.',
  },
  {
    slug: 'ASDTreatment',
    condition: 'Autism spectrum disorder (ASD)',
    title: 'Autism Spectrum Disorder Treatment',
    summary: 'Early assessment and therapies that build communication, play and independence.',
  },
  {
    slug: 'DementiaTreatment',
    condition: 'Dementia',
    title: 'Dementia Treatment',
    summary: 'Memory assessment, daily-living support and guidance for carers.',
  },
  {
    slug: 'DepressionTreatment',
    condition: 'Depression',
    title: 'Depression Treatment',
    summary: 'Talking therapy and, where needed, medicine to lift low mood and restore routine.',
  },
  {
    slug: 'PersonalityDisorderTreatment',
    condition: 'Personality disorders',
    title: 'Personality Disorder Treatment',
    summary: 'Structured therapy for steadier relationships and emotions.',
  },
  {
    slug: 'PTSDTreatment',
    condition: 'Post-traumatic stress (PTSD)',
    title: 'PTSD Treatment',
    summary: 'Trauma-focused care at a pace that feels safe.',
  },
];

export const isTreatmentSlug = (value: string | undefined): value is TreatmentSlug =>
  (TREATMENT_SLUGS as readonly string[]).includes(value ?? '');

export const treatmentPath = (slug: TreatmentSlug): string => `/services/${slug}`;
