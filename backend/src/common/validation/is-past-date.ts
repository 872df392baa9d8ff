import { compareDates, istToday } from '@umang/common';
import { registerDecorator, type ValidationOptions } from 'class-validator';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_YEAR = 1900;

/** `yyyy-mm-dd` naming a real calendar date from 1900 up to today in India. */
export function isPastIsoDate(value: unknown, now = new Date()): boolean {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real = utc.getUTCMonth() === date.month - 1 && utc.getUTCDate() === date.day;
  return real && date.year >= EARLIEST_YEAR && compareDates(date, istToday(now)) <= 0;
}

function pastDateRule(name: string, validate: (value: unknown) => boolean, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a real date in the past (yyyy-mm-dd)`, ...options },
      validator: { validate },
    });
}

/** Empty (not given) or a real date in the past. */
export const IsPastDateOrEmpty = (options?: ValidationOptions) =>
  pastDateRule('isPastDateOrEmpty', (value) => value === '' || isPastIsoDate(value), options);

/** A real date in the past, required. */
export const IsPastDate = (options?: ValidationOptions) =>
  pastDateRule('isPastDate', (value) => isPastIsoDate(value), options);
