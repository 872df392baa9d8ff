import { type Address, CENTRE_ADDRESS } from '@umang/common';

/** Our demo team. Every bio is written for this product; the portraits are our own SVGs. */
export interface DemoDoctor {
  slug: string;
  name: string;
  speciality: string;
  degree: string;
  experience: number;
  fees: number;
  available: boolean;
  address: Address;
  about: string;
}

// The doctors who practise at the centre itself: its one address, shared with the contact page.
const SECTOR_40: Address = { ...CENTRE_ADDRESS };
const SECTOR_15: Address = { line1: '2nd Floor, Umang House, Sector 15', line2: 'Faridabad, Haryana 121007' };
const DWARKA: Address = { line1: 'B-4, Pocket 2, Sector 11, Dwarka', line2: 'New Delhi, Delhi 110075' };

export const DEMO_DOCTORS: DemoDoctor[] = [
  {
    slug: 'ananya-sharma',
    name: 'Dr. Ananya Sharma',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry)',
    experience: 12,
    fees: 800,
    available: true,
    address: SECTOR_40,
    about:
      'Dr. Sharma treats mood and anxiety disorders in adults and older teenagers. She keeps medicines as simple as possible, explains every change in plain words, and works closely with our psychologists so that therapy and treatment move together.',
  },
  {
    slug: 'rohan-mehta',
    name: 'Dr. Rohan Mehta',
    speciality: 'Pediatrician',
    degree: 'MBBS, MD (Paediatrics)',
    experience: 9,
    fees: 600,
    available: true,
    address: SECTOR_40,
    about:
      'Dr. Mehta looks after the everyday health of the children in our programmes: growth, nutrition, sleep, seizures and vaccinations. Parents value his unhurried check-ups and the written notes he gives after each visit.',
  },
  {
    slug: 'kavya-iyer',
    name: 'Dr. Kavya Iyer',
    speciality: 'Psychologist',
    degree: 'MA, MPhil (Clinical Psychology)',
    experience: 7,
    fees: 700,
    available: true,
    address: SECTOR_40,
    about:
      'Dr. Iyer is an RCI-registered clinical psychologist who works with children and young adults facing anxiety, school refusal and low mood. Her sessions use CBT and play, and she always leaves families with small, practical steps for the week.',
  },
  {
    slug: 'arjun-singh',
    name: 'Dr. Arjun Singh',
    speciality: 'Psychiatrist',
    degree: 'MBBS, DPM',
    experience: 15,
    fees: 1000,
    available: true,
    address: SECTOR_15,
    about:
      'Dr. Singh has spent fifteen years caring for people with schizophrenia, bipolar disorder and addiction. He leads our family meetings, helping relatives understand the illness and plan for relapse before it happens.',
  },
  {
    slug: 'meera-nair',
    name: 'Dr. Meera Nair',
    speciality: 'Pediatrician',
    degree: 'MBBS, DCH',
    experience: 6,
    fees: 500,
    available: true,
    address: SECTOR_15,
    about:
      'Dr. Nair runs the newborn follow-up clinic and screens toddlers for early signs of developmental delay. She is known for patient, gentle examinations of children who find hospitals frightening.',
  },
  {
    slug: 'sameer-khan',
    name: 'Dr. Sameer Khan',
    speciality: 'Psychologist',
    degree: 'PhD (Psychology), MPhil (Clinical Psychology)',
    experience: 10,
    fees: 900,
    available: true,
    address: DWARKA,
    about:
      'Dr. Khan carries out psychological assessments (IQ, learning disability, autism and ADHD) and writes the reports families need for school and disability certificates. He also supervises our psychology interns.',
  },
  {
    slug: 'priya-deshpande',
    name: 'Ms. Priya Deshpande',
    speciality: 'Occupational Therapist',
    degree: 'BOT, MOT (Paediatrics)',
    experience: 8,
    fees: 600,
    available: true,
    address: SECTOR_40,
    about:
      'Priya helps children build the skills of daily life: holding a pencil, dressing, eating and managing sensory overload. Her sensory integration room is one of the busiest and happiest places in the centre.',
  },
  {
    slug: 'vikram-rao',
    name: 'Mr. Vikram Rao',
    speciality: 'Speech Therapist',
    degree: 'BASLP, MASLP',
    experience: 5,
    fees: 500,
    available: false,
    address: SECTOR_40,
    about:
      'Vikram works with late talkers, children who stammer and those who communicate with pictures or devices. He coaches parents to turn mealtimes and bath time into practice. He is away on a training course this month.',
  },
  {
    slug: 'neha-gupta',
    name: 'Dr. Neha Gupta',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry), Fellowship in Child and Adolescent Psychiatry',
    experience: 11,
    fees: 1200,
    available: true,
    address: DWARKA,
    about:
      'Dr. Gupta specialises in children and teenagers: ADHD, autism with challenging behaviour, OCD and early psychosis. She coordinates with schools so that the plan made in clinic also works in the classroom.',
  },
  {
    slug: 'farhan-qureshi',
    name: 'Dr. Farhan Qureshi',
    speciality: 'Pediatrician',
    degree: 'MBBS, MD (Paediatrics), Fellowship in Developmental Paediatrics',
    experience: 13,
    fees: 900,
    available: false,
    address: SECTOR_15,
    about:
      'Dr. Qureshi leads developmental assessments for children with cerebral palsy, Down syndrome and global delay, and sets up each child’s therapy plan with the team. New bookings are paused while he runs an outreach camp.',
  },
  {
    slug: 'sunita-pillai',
    name: 'Dr. Sunita Pillai',
    speciality: 'Psychologist',
    degree: 'MSc, MPhil (Rehabilitation Psychology)',
    experience: 4,
    fees: 500,
    available: true,
    address: SECTOR_15,
    about:
      'Dr. Pillai counsels adults living with disability and the families who care for them, from coming to terms with a diagnosis to planning work and independent living. She also runs our monthly caregiver support circle.',
  },
  {
    slug: 'aditya-verma',
    name: 'Mr. Aditya Verma',
    speciality: 'Special Educator',
    degree: 'BEd (Special Education), MA (Psychology)',
    experience: 6,
    fees: 400,
    available: true,
    address: DWARKA,
    about:
      'Aditya designs individual education plans for children with learning difficulties and intellectual disability, and prepares them to join or return to mainstream school. He believes every child can learn when the steps are small enough.',
  },
];
