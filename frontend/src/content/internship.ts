/**
 * /internship: the five benefits for psychology students (fixed wording kept
 * recognisable), the two group illustrations, the intern video and six
 * testimonials, exactly one of which names the Sector 40 centre. The words are
 * in the `internship` translation file, keyed by the ids below.
 */

/** `internship:students.benefits.<id>`, in this order. */
export const INTERNSHIP_BENEFITS = ['exposure', 'observation', 'supervision', 'team', 'curriculum'] as const;

export interface GroupPhoto {
  /** `internship:photos.<id>` describes the picture. */
  id: 'group1' | 'group2';
  src: string;
}

export const GROUP_PHOTOS: readonly GroupPhoto[] = [
  { id: 'group1', src: '/assets/internship/group-1.svg' },
  { id: 'group2', src: '/assets/internship/group-2.svg' },
];

/** The clip; its title and scene-by-scene description are `internship:video.*`. */
export const INTERN_VIDEO = {
  webm: '/assets/internship/intern-experience.webm',
  mp4: '/assets/internship/intern-experience.mp4',
  poster: '/assets/internship/intern-experience-poster.webp',
  width: 640,
  height: 360,
} as const;

/** `internship:voices.items.<id>`: name, course and quote. */
export const INTERN_TESTIMONIALS = ['aanya', 'rahul', 'ishita', 'kabir', 'meher', 'dev'] as const;
