/**
 * The ten treatment pages of /services/:section, in sidebar order. The slug is
 * the exact URL value in every language; links elsewhere rely on it. The words
 * of each page (name, title, summary and the four sections) are in the
 * `services` translation files under `treatments.<slug>`; this list feeds the
 * sidebar, the condition cards and the home page's list of conditions we treat.
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

export const isTreatmentSlug = (value: string | undefined): value is TreatmentSlug =>
  (TREATMENT_SLUGS as readonly string[]).includes(value ?? '');

export const treatmentPath = (slug: TreatmentSlug): string => `/services/${slug}`;
