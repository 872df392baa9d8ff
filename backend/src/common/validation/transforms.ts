import type { TransformFnParams } from 'class-transformer';

/** Trims strings and leaves every other type for the validators to refuse. */
export const trim = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** E-mail addresses compare case-insensitively; they are stored lower-cased. */
export const normaliseEmail = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
