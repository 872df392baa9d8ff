/**
 * The twelve offerings of the therapy overview (any /services section that is
 * not a treatment page), in a fixed order. The slug is the therapy's address
 * (`/contact?about=<slug>`) in every language; its name and summary are in the
 * `services` translation files under `therapies.<slug>`. The home page's
 * services list reads the same data.
 */
export const THERAPY_SLUGS = [
  'aba-therapy',
  'occupational-therapy',
  'speech-and-language-therapy',
  'special-education',
  'physiotherapy',
  'psychological-testing',
  'career-counselling',
  'sports-therapy',
  'pediatrician-opd',
  'psychiatrist-opd',
  'music-therapy',
  'play-therapy',
] as const;

export type TherapySlug = (typeof THERAPY_SLUGS)[number];

/**
 * There is no page of its own for each therapy: a therapy's card opens the contact form with
 * the subject filled in, so a family can ask about it in one step.
 */
export const therapyEnquiryPath = (slug: TherapySlug): string => `/contact?about=${slug}`;

/** The therapy `?about=` asks about; only one of ours counts, anything else is ignored. */
export const enquiredTherapy = (about: string | null): TherapySlug | undefined =>
  THERAPY_SLUGS.find((slug) => slug === about);
