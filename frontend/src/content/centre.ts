import {
  CENTRE_HOURS,
  CENTRE_LOCATION,
  CENTRE_NAME,
  CENTRE_PHONE_DISPLAY,
  CENTRE_PHONE_HREF,
  CENTRE_SHORT_NAME,
} from '@umang/common';

/** The centre's fixed facts (shared with the API's mails) and the site's navigation. */

export const CENTRE = {
  name: CENTRE_NAME,
  shortName: CENTRE_SHORT_NAME,
  tagline: 'Child & Mental Health Rehabilitation Centre',
  location: CENTRE_LOCATION,
  phoneDisplay: CENTRE_PHONE_DISPLAY,
  phoneHref: CENTRE_PHONE_HREF,
  hours: CENTRE_HOURS,
} as const;

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Navbar and footer order: fixed. */
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
