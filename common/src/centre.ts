/** The centre's identity, shared by mails, the API documentation and the SPA. */
export const CENTRE_NAME = 'Umang Child & Mental Health Rehabilitation Centre';
export const CENTRE_SHORT_NAME = 'Umang';

/**
 * Version of the notice a patient accepts when agreeing to the processing of
 * health data at sign-up; stored with the consent so a later notice can be told apart.
 */
export const HEALTH_DATA_NOTICE_VERSION = '2026-11';
