/**
 * The home page (/) and the about page (/about): which items each list shows,
 * in what order, with which picture. Their words are in the `home` and `about`
 * translation files, keyed by the ids below, so every language has the same
 * lists. The numbers, the speciality names and the banner titles are fixed
 * wording (docs/rules.md); every other sentence is ours.
 */

export interface Stat {
  id: 'patients' | 'rating' | 'followers';
  /** International digits in every language. */
  value: string;
}

export const STATS: readonly Stat[] = [
  { id: 'patients', value: '1,000+' },
  { id: 'rating', value: '4.8' },
  { id: 'followers', value: '585' },
];

/** Three families in their own words: `home:testimonials.items.<id>`. */
export const TESTIMONIALS = ['ritu', 'harpreet', 'karan'] as const;

export type WhatWeDoId = 'speech' | 'occupational' | 'play' | 'sports' | 'specialEducation' | 'counselling';

export interface WhatWeDoItem {
  id: WhatWeDoId;
  image: string;
}

/** The six scenes of the rolling carousel, "What We Do": `home:whatWeDo.items.<id>`. */
export const WHAT_WE_DO: readonly WhatWeDoItem[] = [
  { id: 'speech', image: '/assets/home/what-we-do-speech.svg' },
  { id: 'occupational', image: '/assets/home/what-we-do-occupational.svg' },
  { id: 'play', image: '/assets/home/what-we-do-play.svg' },
  { id: 'sports', image: '/assets/home/what-we-do-sports.svg' },
  { id: 'specialEducation', image: '/assets/home/what-we-do-special-education.svg' },
  { id: 'counselling', image: '/assets/home/what-we-do-counselling.svg' },
];

/** Who we are, paragraph by paragraph: `home:about.story.<id>`. */
export const ABOUT_PARAGRAPHS = ['meaning', 'centre', 'people'] as const;

/** Reasons families choose Umang: `home:why.items.<id>`. */
export const WHY_CHOOSE_US = ['oneTeam', 'partners', 'assessment', 'spaces', 'guidance', 'school'] as const;

export interface SpecialityEntry {
  /** The value the team list filters by (an API value): the same in every language. */
  name: 'Psychiatrist' | 'Pediatrician' | 'Psychologist';
  image: string;
}

/** The speciality section: names are fixed wording, images are ours. */
export const SPECIALITIES: readonly SpecialityEntry[] = [
  { name: 'Psychiatrist', image: '/assets/home/speciality-psychiatrist.svg' },
  { name: 'Pediatrician', image: '/assets/home/speciality-pediatrician.svg' },
  { name: 'Psychologist', image: '/assets/home/speciality-psychologist.svg' },
];

/** /about: what happens on a first visit, in order: `about:firstVisit.steps.<id>`. */
export const FIRST_VISIT_STEPS = ['book', 'meet', 'assess', 'plan'] as const;
