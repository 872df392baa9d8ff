/** The centre's identity, shared by mails, the API documentation and the SPA. */
export const CENTRE_NAME = 'Umang Child & Mental Health Rehabilitation Centre';
export const CENTRE_SHORT_NAME = 'Umang';
export const CENTRE_LOCATION = 'Sector 40, Gurugram, Haryana';
export const CENTRE_PHONE_DISPLAY = '+91 98100 12345';
export const CENTRE_PHONE_HREF = 'tel:+919810012345';
export const CENTRE_HOURS = 'Mon–Sat, 10 am – 7 pm';

/**
 * Version of the notice a patient accepts when agreeing to the processing of
 * health data at sign-up; stored with the consent so a later notice can be told apart.
 */
export const HEALTH_DATA_NOTICE_VERSION = '2026-11';
