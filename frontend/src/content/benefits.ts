import type { GovernmentBenefit } from '@umang/common';

/**
 * The fifteen government-benefit cards of /government-benefits, in
 * a fixed topic order. Titles are ours; links point at official Indian
 * government sites (https only) that have stayed stable for years, because we
 * cannot promise that a deep link to a single PDF will not move. The last card
 * must stay the UDID (Swavlamban) card portal.
 */
export const GOVERNMENT_BENEFITS: readonly GovernmentBenefit[] = [
  {
    title: 'Stem-cell therapy is not a recommended treatment for autism',
    link: 'https://www.nmc.org.in/',
  },
  {
    title: 'Certificate from a medical authority for tax deductions under Sections 80DD and 80U',
    link: 'https://incometaxindia.gov.in/',
  },
  {
    title: 'Monthly disability pension under the National Social Assistance Programme',
    link: 'https://nsap.nic.in/',
  },
  {
    title: 'ADIP scheme: free or low-cost assistive devices for persons with disabilities',
    link: 'https://depwd.gov.in/adip/',
  },
  {
    title: 'Assistance to Disabled Persons for Purchase/Fitting of Aids and Appliances',
    link: 'https://www.alimco.in/',
  },
  {
    title: 'Concessions and facilities from the central and state governments',
    link: 'https://depwd.gov.in/',
  },
  {
    title: 'How disability is assessed and certified',
    link: 'https://www.indiacode.nic.in/',
  },
  {
    title: 'Disability certificate for amputation, paralysis and blindness',
    link: 'https://depwd.gov.in/acts/',
  },
  {
    title: 'Incentives for private employers who hire persons with disabilities',
    link: 'https://labour.gov.in/',
  },
  {
    title: 'Frequently asked questions on reservation in government jobs',
    link: 'https://dopt.gov.in/',
  },
  {
    title: 'National Policy for Persons with Disabilities',
    link: 'https://socialjustice.gov.in/',
  },
  {
    title: 'Guidelines on the procedure for availing benefits',
    link: 'https://depwd.gov.in/',
  },
  {
    title: 'Travel allowance for an attendant of government employees with disabilities',
    link: 'https://doe.gov.in/',
  },
  {
    title: 'New railway fare concessions for persons with disabilities',
    link: 'https://indianrailways.gov.in/',
  },
  {
    title: 'Benefits of the UDID (Swavlamban) card',
    link: 'https://www.swavlambancard.gov.in/',
  },
];
