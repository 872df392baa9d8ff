import type { Address } from './api-types.js';

/** The centre's identity, shared by mails, the API documentation and the SPA. */
export const CENTRE_NAME = 'Umang Child & Mental Health Rehabilitation Centre';
export const CENTRE_SHORT_NAME = 'Umang';
export const CENTRE_LOCATION = 'Sector 40, Gurugram, Haryana';
export const CENTRE_PHONE_DISPLAY = '+91 98100 12345';
export const CENTRE_PHONE_HREF = 'tel:+919810012345';
export const CENTRE_HOURS = 'Mon–Sat, 10 am – 7 pm';

/**
 * Where the centre is, in the two-line form doctors' addresses use. The contact
 * page and the doctors who practise at the centre read it from here, so the
 * address a family is given is the same everywhere.
 */
export const CENTRE_ADDRESS: Readonly<Address> = Object.freeze({
  line1: 'Plot 21, Sector 40',
  line2: 'Gurugram, Haryana 122003',
});
/** The address on one line, for the contact page and anywhere it is written out in full. */
export const CENTRE_ADDRESS_TEXT = `${CENTRE_ADDRESS.line1}, ${CENTRE_ADDRESS.line2}, India`;
