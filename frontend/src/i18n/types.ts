import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type about from '../locales/en/about.json';
import type services from '../locales/en/services.json';
import type benefits from '../locales/en/benefits.json';
import type internship from '../locales/en/internship.json';
import type contact from '../locales/en/contact.json';
import type doctors from '../locales/en/doctors.json';
import type blog from '../locales/en/blog.json';
import type auth from '../locales/en/auth.json';
import type booking from '../locales/en/booking.json';
import type appointments from '../locales/en/appointments.json';
import type profile from '../locales/en/profile.json';
import type family from '../locales/en/family.json';
import type privacy from '../locales/en/privacy.json';

/**
 * The English files are the shape of every language: `t('home:hero.title')` with
 * a key that does not exist is a type error, and the key test holds Hindi to the
 * same keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
      about: typeof about;
      services: typeof services;
      benefits: typeof benefits;
      internship: typeof internship;
      contact: typeof contact;
      doctors: typeof doctors;
      blog: typeof blog;
      auth: typeof auth;
      booking: typeof booking;
      appointments: typeof appointments;
      profile: typeof profile;
      family: typeof family;
      privacy: typeof privacy;
    };
  }
}
