import type { SpecialityEntry } from '@umang/common';

/**
 * Texts and lists of the home page (/) and the about page (/about). The
 * numbers, the speciality names and the banner titles are fixed wording
 * (docs/rules.md); every other sentence is ours.
 */

export const HERO_LEAD =
  'Umang means hope. Here, child specialists, psychologists and therapists work together under one roof ' +
  'to help your child, or you, grow steadier and happier, one step at a time.';

export interface Stat {
  value: string;
  label: string;
}

export const STATS: readonly Stat[] = [
  { value: '1,000+', label: 'Satisfied Patients' },
  { value: '4.8', label: 'Average Rating' },
  { value: '585', label: 'Followers' },
];

export interface Testimonial {
  quote: string;
  name: string;
  relation: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Six months ago our son hardly spoke a word. Now he asks for his favourite biscuits by name and ' +
      'waves at the guard every morning. The speech sessions feel like play to him.',
    name: 'Ritu',
    relation: 'Parent of a 6-year-old',
  },
  {
    quote:
      'The doctor listened to my daughter before she listened to us. The school reports are calmer, and ' +
      'so are our evenings at home.',
    name: 'Harpreet',
    relation: 'Parent of a 12-year-old',
  },
  {
    quote:
      'I came in during a very dark phase. The team never rushed me, explained every medicine, and ' +
      'checked in between visits. I am back at work now.',
    name: 'Karan',
    relation: 'Patient, 29',
  },
];

export interface WhatWeDoItem {
  image: string;
  alt: string;
  caption: string;
}

/** The six scenes of the rolling carousel, "What We Do". */
export const WHAT_WE_DO: readonly WhatWeDoItem[] = [
  {
    image: '/assets/home/what-we-do-speech.svg',
    alt: 'A therapist and a young boy practise sounds together with picture cards',
    caption: 'Speech & language therapy',
  },
  {
    image: '/assets/home/what-we-do-occupational.svg',
    alt: 'A girl threads large beads at a table while a therapist guides her hands',
    caption: 'Occupational therapy',
  },
  {
    image: '/assets/home/what-we-do-play.svg',
    alt: 'A child and a therapist sit on a mat building a tower of soft blocks',
    caption: 'Play therapy',
  },
  {
    image: '/assets/home/what-we-do-sports.svg',
    alt: 'Three children pass a ball to each other on a green lawn',
    caption: 'Group & sports therapy',
  },
  {
    image: '/assets/home/what-we-do-special-education.svg',
    alt: 'A special educator points to letters on a small board beside a seated student',
    caption: 'Special education',
  },
  {
    image: '/assets/home/what-we-do-counselling.svg',
    alt: 'A counsellor and a teenager talk in two armchairs beside a potted plant',
    caption: 'Counselling',
  },
];

export const ABOUT_PARAGRAPHS: readonly string[] = [
  'Umang is a Hindi word for hope and enthusiasm. We chose it because that is what families tell us they ' +
    'need most when they first walk in: someone to believe that things can get better.',
  'Our centre in Sector 40, Gurugram brings psychiatrists, pediatricians, psychologists, therapists and ' +
    'special educators under one roof. Instead of travelling across the city for each opinion, your child ' +
    'or family member is seen by one team that talks to each other and shares one plan.',
  'We work with children, teenagers and adults: autism, ADHD, speech and learning delays, anxiety, ' +
    'depression and other mental-health conditions. Parents and carers are part of every step.',
];

export const VISION =
  'A Gurugram where every child and adult who thinks, learns or feels differently gets early, kind and ' +
  'skilled help close to home, and where families never have to face a diagnosis alone.';

export const MEET_DOCTORS_INTRO =
  'Our doctors and therapists have years of experience with children and adults. Read about each of ' +
  'them, see who is available this week and book a half-hour visit at a time that suits you.';

export interface Reason {
  title: string;
  text: string;
}

export const WHY_CHOOSE_US: readonly Reason[] = [
  {
    title: 'One team, one plan',
    text: 'Doctors, therapists and educators meet to review your care together, so advice never conflicts.',
  },
  {
    title: 'Families are partners',
    text: 'We show you what we do in sessions and give simple activities to continue at home.',
  },
  {
    title: 'Careful assessment first',
    text: 'Standard, proven tests and unhurried first visits before any label or treatment is decided.',
  },
  {
    title: 'Child-friendly spaces',
    text: 'Bright, quiet rooms with sensory corners and play areas where children feel at ease.',
  },
  {
    title: 'Clear, honest guidance',
    text: 'Plain explanations, written reports and help with certificates and government benefits.',
  },
  {
    title: 'Support at school too',
    text: 'With your consent, we share simple strategies with teachers so progress carries into the classroom.',
  },
];

/** The speciality section: names are fixed wording, images are ours. */
export const SPECIALITIES: readonly SpecialityEntry[] = [
  { name: 'Psychiatrist', image: '/assets/home/speciality-psychiatrist.svg' },
  { name: 'Pediatrician', image: '/assets/home/speciality-pediatrician.svg' },
  { name: 'Psychologist', image: '/assets/home/speciality-psychologist.svg' },
];

export const CLOSING_BANNER = {
  title: 'Book Appointment With Trusted Doctors',
  text: 'Create a free account to book visits, pay by UPI and keep your appointments in one place.',
  /** For a patient who is already signed in: the account exists, the next step is booking. */
  signedInText: 'Choose a doctor and a time that suits you. Your visits and payments stay in My Appointment.',
} as const;

export interface VisitStep {
  title: string;
  text: string;
}

/** /about: what happens on a first visit. */
export const FIRST_VISIT_STEPS: readonly VisitStep[] = [
  {
    title: 'Book a time',
    text: 'Choose a doctor and a half-hour slot online, or call us and we will book it for you.',
  },
  {
    title: 'Meet and talk',
    text: 'The doctor listens to your concerns, looks at any past reports and spends time with your child.',
  },
  {
    title: 'Assessment if needed',
    text: 'We may suggest simple tests or observations to understand strengths and needs clearly.',
  },
  {
    title: 'Your plan',
    text: 'You leave with a written plan: which therapies, how often, and what you can do at home.',
  },
];
