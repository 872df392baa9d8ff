/**
 * The four sections of every treatment page, in order. Their words are in the
 * `services` translation files: the headings and notes under `treatment`, each
 * page's items under `treatments.<slug>.<section>`. Written for families in plain
 * language: no cure claims, no medicine names or doses, and every page says when
 * to seek help. Overview items are paragraphs; the other sections are bullet points.
 */
export const TREATMENT_SECTIONS = [
  { id: 'overview', as: 'paragraphs', note: false },
  { id: 'symptoms', as: 'list', note: true },
  { id: 'causes', as: 'list', note: false },
  { id: 'treatment', as: 'list', note: true },
] as const;

export type TreatmentSectionId = (typeof TREATMENT_SECTIONS)[number]['id'];
