import { BadRequestException } from '@nestjs/common';

/** Far deeper than any form of this API (blocked slots are the deepest, at 3). */
export const MAX_INPUT_DEPTH = 16;

/**
 * Object keys plus array entries, counted over the whole value. The largest
 * real form, a doctor's blocked slots for 200 days of 14 times, holds about
 * 3 400; the cost of validating a body grows faster than its count, so a
 * body with far more is refused before anything reads it field by field.
 */
export const MAX_INPUT_FIELDS = 4_000;

export const TOO_MANY_FIELDS = 'The request has too many fields';

/**
 * Refuses input the rest of the stack cannot take: a NUL character, which
 * PostgreSQL cannot store or even compare (every query with one fails);
 * nesting so deep that class-transformer, which walks input recursively,
 * overflows the stack; and more fields than any form has. Iterative, so that
 * checking a deep value cannot overflow the stack either, and it stops at the
 * first fault, so a huge value costs no more than its first bad part.
 */
export function screenInput(value: unknown, maxFields = MAX_INPUT_FIELDS): void {
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  let fields = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    const depth = depths.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw new BadRequestException('The request contains a NUL character');
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) throw new BadRequestException('The request is nested too deeply');
      if (Array.isArray(item)) {
        fields += item.length;
        if (fields > maxFields) throw new BadRequestException(TOO_MANY_FIELDS);
        for (const child of item) {
          pending.push(child);
          depths.push(depth + 1);
        }
      } else {
        const keys = Object.keys(item);
        fields += keys.length;
        if (fields > maxFields) throw new BadRequestException(TOO_MANY_FIELDS);
        for (const key of keys) {
          pending.push(key, (item as Record<string, unknown>)[key]);
          depths.push(depth, depth + 1);
        }
      }
    }
  }
}

/**
 * Request bodies the JSON parser has already screened: the pipe that screens
 * every input lets these through rather than walk them a second time.
 */
const screened = new WeakSet<object>();

export function markScreened(value: unknown): void {
  if (value !== null && typeof value === 'object') screened.add(value);
}

export const wasScreened = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && screened.has(value);
