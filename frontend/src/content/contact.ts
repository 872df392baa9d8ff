import { CENTRE_ADDRESS_TEXT, type ContactEnquiry } from '@umang/common';

/**
 * Where and how to reach the centre (the phone lives in CENTRE, shared with the API). The
 * address stays as the post and the maps write it, in every language; the directions and
 * the hours are words, in the `contact` translation files.
 */
export const CONTACT = {
  email: 'care@umangcentre.in',
  address: CENTRE_ADDRESS_TEXT,
} as const;

/** The centre on the map: Sector 40, Gurugram. */
const MAP_CENTRE = { lat: 28.45, lon: 77.056 } as const;
// Half the width and height of the embedded map's view, in degrees (about a 1.5 km wide street view).
const SPAN = { lat: 0.005, lon: 0.008 } as const;

const fixed = (value: number): string => value.toFixed(4);

/** The embedded map; its title is `map.title` in the `contact` translation files. */
export const MAP = {
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

/** The hints under a label, `form.hints.<hint>` in the `contact` translation files. */
type ContactHint = 'phone';

/** A field of the Email Us form; its label is `form.fields.<name>` in the `contact` translation files. */
export interface ContactFieldSpec {
  name: ContactField;
  /** A short hint under the label, for fields whose format is checked. */
  hint?: ContactHint;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
}

/** The Email Us form, in the order the fields appear (and are checked). */
export const CONTACT_FIELDS: readonly ContactFieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'phone',
    hint: 'phone',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: 10,
  },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: 200 },
  { name: 'message', type: 'textarea', autoComplete: 'off', maxLength: 5000 },
];
