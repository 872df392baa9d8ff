import type { MediaType } from '@umang/common';

/** Our demo Wall of Honour. Every story is written for this product; names are invented. */
export interface DemoBlog {
  title: string;
  content: string;
  author: string;
  /** How long before the seed ran the post is dated. */
  daysAgo: number;
  /** A file under /assets/wall: our own illustrations and one short clip. */
  media: string;
  mediaType: MediaType;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'Riya said "Amma" at the activity table',
    content:
      'Riya is four. For most of the last year she pointed, pulled hands and sometimes cried when nobody understood what she wanted. Her speech therapist started with play: stacking cups, blowing bubbles, naming colours again and again with lots of waiting in between. Her mother joined every Tuesday and Friday session and kept a small notebook of sounds tried at home.\n\nLast week, while reaching for the red cup, Riya turned to her mother and said "Amma". Clearly, twice. Nobody at the table had dry eyes. She now has six words she uses on her own, and the notebook has a new page titled "Riya\'s words". Thank you to her family for showing up week after week.',
    author: 'Umang speech therapy team',
    daysAgo: 9,
    media: 'first-words.svg',
    mediaType: 'image',
  },
  {
    title: 'Sports Day: every runner crossed the line',
    content:
      'Our annual Sports Day filled the ground behind the centre with bunting, lemon-and-spoon races, a sack race and the much-awaited 50 metre run. Lanes were shared, buddies ran beside those who wanted company, and the finish ribbon was held until the very last child was through.\n\nSpecial cheers for Kabir, who practised walking with his new orthotic shoes for three months and ran the full 50 metres on the day, and for the occupational therapy team who designed an obstacle course that everyone could try at their own level. Medals were given to all 46 participants, because everyone finished.',
    author: 'Umang team',
    daysAgo: 24,
    media: 'sports-day.webm',
    mediaType: 'video',
  },
  {
    title: 'From our vocational unit to a bakery counter',
    content:
      'Two years ago Arav joined our vocational training programme. He was nervous about crowds and found it hard to handle money. Over many months he practised counting change with play coins, greeting customers in role-plays and following a picture schedule for opening and closing tasks.\n\nThis month Arav started his first paid job at a neighbourhood bakery in Sector 15. His employer says he is the most punctual member of the team, and he already knows which regular customers like their bread sliced. His job coach will visit weekly for the first three months, and then as needed. We are very proud of you, Arav!',
    author: 'Vocational training unit',
    daysAgo: 47,
    media: 'first-job.svg',
    mediaType: 'image',
  },
  {
    title: "First prize for our intern's research poster",
    content:
      'Meher, a clinical psychology intern with us this year, presented a poster on how short daily caregiver check-ins affect therapy attendance for children with autism. She collected anonymised attendance data with our team over six months and found that families who received a two-minute call on the day before a session missed far fewer appointments.\n\nThe poster won first prize in the student category at a regional conference on child mental health. More importantly, the check-in calls are now part of how our front desk works. Congratulations, Meher, and thank you to every family who agreed to take part.',
    author: 'Umang team',
    daysAgo: 73,
    media: 'research-poster.svg',
    mediaType: 'image',
  },
  {
    title: 'Music therapy evening: drums, tambourine and harmonium',
    content:
      'Eleven children performed at our first music therapy evening, in front of a hall full of parents, grandparents and neighbours. Some children sang, some played, and one young drummer kept the rhythm for the entire programme without looking up once.\n\nMusic therapy helps our children with turn-taking, attention, breath control and simply enjoying being together. The harmonium was donated by a family whose son completed therapy with us last year. The evening ended with everyone, audience included, clapping along to a folk song chosen by the children.',
    author: 'Music therapy team',
    daysAgo: 104,
    media: 'music-concert.svg',
    mediaType: 'image',
  },
  {
    title: 'Our nursing lead honoured for 15 years of care',
    content:
      'Sister Lata joined Umang when we had just three rooms and one waiting bench. Fifteen years later she knows most of our families by name, remembers which child is afraid of the blood-pressure cuff, and has trained every nurse who works here today.\n\nThis year she received a district award for excellence in community healthcare. In her short speech she thanked the parents "who trust us with their children on their hardest days". The trophy now sits at the front desk, where she says it belongs to everyone.',
    author: 'Umang team',
    daysAgo: 139,
    media: 'staff-award.svg',
    mediaType: 'image',
  },
  {
    title: 'Five years of our Saturday caregiver circle',
    content:
      'Five years ago, four parents asked if they could use an empty therapy room on Saturday mornings to talk. The caregiver circle now has more than forty members, meets every week, and welcomes grandparents, siblings and anyone who cares for a child at the centre.\n\nThey share tips on school admissions, government benefit forms and sleepless nights, and sometimes they simply listen. For the fifth anniversary the circle cut a cake with five candles and wrote letters to families who will join in the years to come. New members are always welcome; just ask at the front desk.',
    author: 'Family support team',
    daysAgo: 171,
    media: 'caregiver-circle.svg',
    mediaType: 'image',
  },
];
