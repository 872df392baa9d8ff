import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
  ValidateIf,
} from 'class-validator';
import { isId, isSingleLine } from '@umang/common';

/**
 * One rule, one message: the stock decorators each add their own line for the same
 * bad value ("must be a string; must not be empty; must be shorter than …").
 */
function register(
  name: string,
  validate: (value: unknown) => boolean,
  message: (args: ValidationArguments) => string,
  options?: ValidationOptions,
) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options,
      validator: { validate, defaultMessage: message },
    });
}

/** Non-empty text of at most `max` characters. */
export const IsText = (max: number, options?: ValidationOptions) =>
  register(
    'isText',
    (value) => typeof value === 'string' && value.length > 0 && value.length <= max,
    ({ value, property }) =>
      value === undefined || value === null || value === ''
        ? `${property} is required`
        : typeof value !== 'string'
          ? `${property} must be text`
          : `${property} must be at most ${max} characters long`,
    options,
  );

/**
 * Text without a line break of any kind (CR, LF, NEL, U+2028, U+2029, …): names,
 * subjects and addresses end up in mail headers and one-line mail fields, where a
 * line break would forge a line of its own. Other types are left to the field's other rules.
 */
export const IsSingleLine = (options?: ValidationOptions) =>
  register(
    'isSingleLine',
    (value) => typeof value !== 'string' || isSingleLine(value),
    ({ property }) => `${property} must be on a single line, without line breaks`,
    options,
  );

/** A whole number from `min` to `max`, described as a number of `unit`. */
export const IsWholeNumber = (min: number, max: number, unit: string) =>
  register(
    'isWholeNumber',
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    ({ property }) => `${property} must be a whole number of ${unit} from ${min} to ${max}`,
  );

/** A list of at most `max` entries. */
export const IsList = (max: number, shape: string) =>
  register(
    'isList',
    (value) => Array.isArray(value) && value.length <= max,
    ({ property }) => `${property} must be a list of at most ${max} ${shape}`,
  );

/**
 * May be left out, but not sent as null. IsOptional skips the field's rules for null
 * too, and a null then reaches a NOT NULL column as a server error.
 */
export const IsOmittable = (options?: ValidationOptions) =>
  ValidateIf((_object: object, value: unknown) => value !== undefined, options);

/** A record's id (`isId` of common/), as a query or body field; `what` names it in the message. */
export const IsId = (what: string, options?: ValidationOptions) =>
  register('isId', isId, ({ property }) => `${property} must be ${what}`, options);
