/** The centre's fixed facts and the site's navigation, written once. */

export const CENTRE = {
  name: 'Umang Child & Mental Health Rehabilitation Centre',
  shortName: 'Umang',
  tagline: 'Child & Mental Health Rehabilitation Centre',
  location: 'Sector 40, Gurugram, Haryana',
  phoneDisplay: '+91 98100 12345',
  phoneHref: 'tel:+919810012345',
  hours: 'Mon–Sat, 10 am – 7 pm',
} as const;

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Navbar order is the spec's (§2 Navbar and footer). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Our Team', to: '/doctors' },
  { label: 'Services', to: '/services/all' },
  { label: 'Internships', to: '/internship' },
  { label: 'Govt-Benefits', to: '/government-benefits' },
  { label: 'Wall of Honour', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

// Generic roots until the centre's own handles are confirmed.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];
