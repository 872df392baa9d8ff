import {
  CENTRE_HOURS,
  CENTRE_LOCATION,
  CENTRE_NAME,
  CENTRE_PHONE_DISPLAY,
  CENTRE_PHONE_HREF,
  CENTRE_SHORT_NAME,
} from '@umang/common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The centre's fixed facts (shared with the API's mails) and the site's navigation. */

export const CENTRE = {
  name: CENTRE_NAME,
  shortName: CENTRE_SHORT_NAME,
  location: CENTRE_LOCATION,
  phoneDisplay: CENTRE_PHONE_DISPLAY,
  phoneHref: CENTRE_PHONE_HREF,
  hours: CENTRE_HOURS,
} as const;

/**
 * The centre's facts as a visitor reads them, in the language shown: the tagline,
 * place and hours are worded per language (`common:centre.*`); names and the phone
 * number stay as they are.
 */
export function useCentre() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      ...CENTRE,
      tagline: t('centre.tagline'),
      location: t('centre.location'),
      hours: t('centre.hours'),
    }),
    [t],
  );
}

export interface NavLinkItem {
  /** The link's words: a key of `common:nav`. */
  labelKey: 'about' | 'team' | 'services' | 'internships' | 'benefits' | 'wall' | 'contact';
  to: string;
}

/** Navbar and footer order: fixed. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { labelKey: 'about', to: '/about' },
  { labelKey: 'team', to: '/doctors' },
  { labelKey: 'services', to: '/services/all' },
  { labelKey: 'internships', to: '/internship' },
  { labelKey: 'benefits', to: '/government-benefits' },
  { labelKey: 'wall', to: '/blog' },
  { labelKey: 'contact', to: '/contact' },
];

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name, the same in every language. */
  label: string;
  href: string;
}

// Generic roots until the centre's own handles are confirmed.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];
