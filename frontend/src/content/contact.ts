import { CENTRE_ADDRESS_TEXT, type ContactEnquiry } from '@umang/common';

/** Where and how to reach the centre (the phone and hours live in CENTRE, shared with the API). */
export const CONTACT = {
  email: 'care@umangcentre.in',
  address: CENTRE_ADDRESS_TEXT,
  directions:
    'Near the Sector 40 market, about 10 minutes by auto-rickshaw or cab from HUDA City Centre metro ' +
    'station. If you lose your way, call us and we will guide you in.',
} as const;

/** The centre on the map: Sector 40, Gurugram. */
const MAP_CENTRE = { lat: 28.45, lon: 77.056 } as const;
// Half the width and height of the embedded map's view, in degrees (about a 1.5 km wide street view).
const SPAN = { lat: 0.005, lon: 0.008 } as const;

const fixed = (value: number): string => value.toFixed(4);

export const MAP = {
  title: 'Map of Umang Child & Mental Health Rehabilitation Centre, Sector 40 Gurugram',
  embedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=' +
    [
      MAP_CENTRE.lon - SPAN.lon,
      MAP_CENTRE.lat - SPAN.lat,
      MAP_CENTRE.lon + SPAN.lon,
      MAP_CENTRE.lat + SPAN.lat,
    ]
      .map(fixed)
      .join('%2C') +
    `&layer=mapnik&marker=${fixed(MAP_CENTRE.lat)}%2C${fixed(MAP_CENTRE.lon)}`,
  openUrl:
    `https://www.openstreetmap.org/?mlat=${fixed(MAP_CENTRE.lat)}&mlon=${fixed(MAP_CENTRE.lon)}` +
    `#map=16/${fixed(MAP_CENTRE.lat)}/${fixed(MAP_CENTRE.lon)}`,
} as const;

export type ContactField = keyof ContactEnquiry;

export interface ContactFieldSpec {
  name: ContactField;
  label: string;
  /** A short hint under the label, for fields whose format is checked. */
  hint?: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
}

/** The Email Us form, in the order the fields appear (and are checked). */
export const CONTACT_FIELDS: readonly ContactFieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'phone',
    label: 'Phone',
    hint: '10-digit mobile number, without +91 or 0',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: 10,
  },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off', maxLength: 200 },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', maxLength: 5000 },
];
