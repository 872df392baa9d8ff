import { InvalidError } from '../errors/domain-error.js';

/**
 * The names of the fields an edit form sent, refusing a save with none and no file:
 * a save with nothing in it is a broken form, not a change to record.
 */
export function changedFields(dto: object, file?: Buffer): string[] {
  const fields = Object.entries(dto).flatMap(([key, value]) => (value === undefined ? [] : [key]));
  if (fields.length === 0 && !file)
    throw new InvalidError('Send at least one field to change', 'nothing_to_change');
  return fields;
}
