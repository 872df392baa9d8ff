/**
 * The fifteen government-benefit cards of /government-benefits, in a fixed
 * topic order. Titles are ours (`benefits:items.<id>`); links point at official
 * Indian government sites (https only) that have stayed stable for years,
 * because we cannot promise that a deep link to a single PDF will not move. The
 * last card must stay the UDID (Swavlamban) card portal.
 */

export type BenefitId =
  | 'stemCell'
  | 'taxCertificate'
  | 'pension'
  | 'adip'
  | 'aidsAppliances'
  | 'concessions'
  | 'assessment'
  | 'certificate'
  | 'employerIncentives'
  | 'reservationFaq'
  | 'nationalPolicy'
  | 'availingGuidelines'
  | 'attendantAllowance'
  | 'railwayConcessions'
  | 'udid';

export interface GovernmentBenefit {
  id: BenefitId;
  link: string;
}

export const GOVERNMENT_BENEFITS: readonly GovernmentBenefit[] = [
  { id: 'stemCell', link: 'https://www.nmc.org.in/' },
  { id: 'taxCertificate', link: 'https://incometaxindia.gov.in/' },
  { id: 'pension', link: 'https://nsap.nic.in/' },
  { id: 'adip', link: 'https://depwd.gov.in/adip/' },
  { id: 'aidsAppliances', link: 'https://www.alimco.in/' },
  { id: 'concessions', link: 'https://depwd.gov.in/' },
  { id: 'assessment', link: 'https://www.indiacode.nic.in/' },
  { id: 'certificate', link: 'https://depwd.gov.in/acts/' },
  { id: 'employerIncentives', link: 'https://labour.gov.in/' },
  { id: 'reservationFaq', link: 'https://dopt.gov.in/' },
  { id: 'nationalPolicy', link: 'https://socialjustice.gov.in/' },
  { id: 'availingGuidelines', link: 'https://depwd.gov.in/' },
  { id: 'attendantAllowance', link: 'https://doe.gov.in/' },
  { id: 'railwayConcessions', link: 'https://indianrailways.gov.in/' },
  { id: 'udid', link: 'https://www.swavlambancard.gov.in/' },
];
