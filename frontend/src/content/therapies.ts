/**
 * The twelve offerings of the therapy overview (any /services section that
 * is not a treatment page), in a fixed order. The home page's services
 * list reads the same data.
 */
export interface Therapy {
  name: string;
  summary: string;
}

export const THERAPIES: readonly Therapy[] = [
  {
    name: 'ABA Therapy',
    summary: 'Applied behaviour analysis: small, rewarded steps towards new skills and calmer days.',
  },
  {
    name: 'Occupational Therapy',
    summary: 'Fine-motor, sensory and self-care skills for school, play and home.',
  },
  {
    name: 'Speech & Language Therapy',
    summary: 'Understanding, speaking, social communication and feeding support.',
  },
  {
    name: 'Special Education',
    summary: 'One-to-one and small-group learning shaped around how each child learns.',
  },
  {
    name: 'Physiotherapy',
    summary: 'Strength, balance and movement for developmental and neurological needs.',
  },
  {
    name: 'Psychological Testing',
    summary: 'IQ, learning, attention and personality assessments with a clear written report.',
  },
  {
    name: 'Career Counselling',
    summary: 'Aptitude testing and guidance for students and young adults choosing a path.',
  },
  {
    name: 'Sports Therapy',
    summary: 'Team games and movement that build coordination, confidence and friendships.',
  },
  {
    name: 'Pediatrician OPD',
    summary: 'Growth, development and general health check-ups for children.',
  },
  {
    name: 'Psychiatrist OPD',
    summary: 'Diagnosis, medicine management and follow-up for children and adults.',
  },
  {
    name: 'Music Therapy',
    summary: 'Rhythm and song to support expression, attention and mood.',
  },
  {
    name: 'Play Therapy',
    summary: 'Guided play that helps children show and work through their feelings.',
  },
];

/** A therapy's name in an address: "Speech & Language Therapy" → "speech-and-language-therapy". */
export const therapySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * There is no page of its own for each therapy: a therapy's card opens the contact form with
 * the subject filled in, so a family can ask about it in one step.
 */
export const therapyEnquiryPath = (name: string): string => `/contact?about=${therapySlug(name)}`;

/** The contact form's subject for `?about=`; only one of our therapies fills it in, anything else is ignored. */
export function therapyEnquirySubject(slug: string | null): string | undefined {
  const therapy = THERAPIES.find((entry) => therapySlug(entry.name) === slug);
  return therapy && `About ${therapy.name}`;
}
