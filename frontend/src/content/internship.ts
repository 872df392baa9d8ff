/**
 * Texts of /internship: the five benefits for psychology
 * students (fixed wording kept recognisable), the two group illustrations, the
 * intern video and six testimonials, exactly one of which names the Sector 40
 * centre.
 */

export const INTERNSHIP_BENEFITS: readonly string[] = [
  'Real-world mental health exposure in a working clinic',
  'Case observations and hands-on use of psychometric tools',
  'Hands-on training under close, friendly supervision',
  'Work with psychologists, psychiatrists, social workers and therapists',
  'A curriculum covering ICD-11, DSM-5, CBT, DBT and ABA',
];

export interface GroupPhoto {
  src: string;
  alt: string;
}

export const GROUP_PHOTOS: readonly GroupPhoto[] = [
  {
    src: '/assets/internship/group-1.svg',
    alt: 'Illustration: eight smiling interns with notebooks standing around their supervisor in the clinic',
  },
  {
    src: '/assets/internship/group-2.svg',
    alt: 'Illustration: interns sitting around a table in a case discussion, one presenting on a whiteboard',
  },
];

export const INTERN_VIDEO = {
  webm: '/assets/internship/intern-experience.webm',
  mp4: '/assets/internship/intern-experience.mp4',
  poster: '/assets/internship/intern-experience-poster.webp',
  width: 640,
  height: 360,
  title: 'A day in the life of an Umang intern',
  /** Text alternative: what the silent clip shows, scene by scene. */
  description:
    'A short silent animation in four scenes: interns arrive in the morning and meet their supervisor; ' +
    'they observe a play-therapy session from the side of the room; a checklist fills with ticks and a ' +
    'score chart grows as they practise psychometric tools; and the day ends with a case discussion ' +
    'around the table.',
};

export interface InternTestimonial {
  name: string;
  course: string;
  quote: string;
}

export const INTERN_TESTIMONIALS: readonly InternTestimonial[] = [
  {
    name: 'Aanya',
    course: 'MA Clinical Psychology, first year',
    quote:
      'Watching real assessments taught me more in four weeks than a whole semester of reading. Every supervisor made time for our questions.',
  },
  {
    name: 'Rahul',
    course: 'BA Psychology, final year',
    quote:
      'I finally understood how CBT works in practice. The case discussions were detailed, practical and very well organised.',
  },
  {
    name: 'Ishita',
    course: 'MSc Psychology, second year',
    quote:
      'The team at the Sector 40 centre treated us like colleagues. Sitting in on ABA and speech sessions showed me the path I want to follow.',
  },
  {
    name: 'Kabir',
    course: 'BSc Psychology, second year',
    quote:
      'We learnt to administer and score psychometric tests under guidance. The training was hands-on from the very first day.',
  },
  {
    name: 'Meher',
    course: 'MA Applied Psychology, first year',
    quote:
      'The sessions on ICD-11 and DSM-5 were clear and patient. I now feel far more confident writing a case history.',
  },
  {
    name: 'Dev',
    course: 'BA Psychology, second year',
    quote:
      'Working alongside psychiatrists and social workers showed me how a real team cares for one child. A wonderful learning experience.',
  },
];
