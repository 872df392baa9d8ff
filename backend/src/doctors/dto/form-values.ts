import type { TransformFnParams } from 'class-transformer';
import { plainToInstance } from 'class-transformer';
import { AddressDto, UpdateProfileDto } from '../../users/dto/update-profile.dto.js';

/**
 * Multipart sends every field as text. These turn the expected forms into numbers
 * and booleans and leave anything else as it came, for the validators to refuse
 * with a clear message (an empty field must not quietly become 0 or false).
 */
export const toWholeNumber = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;

export const toBoolean = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
};

/**
 * The address arrives as JSON text of { line1, line2 }, read exactly as the profile
 * form's is; a JSON body may send the object itself.
 */
export const addressFromJsonText = ({ value }: TransformFnParams): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? plainToInstance(AddressDto, value)
    : plainToInstance(UpdateProfileDto, { address: value }).address;
