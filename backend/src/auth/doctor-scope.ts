import { ForbiddenError } from '../common/errors/domain-error.js';
import type { Caller } from './auth.guard.js';

/**
 * The doctor whose records a console caller is limited to: their own doctor for a
 * `doctor` account, none (every doctor) for admins and staff. Services pass it down
 * to their queries, so a doctor's reach is decided where the rows are read.
 */
export function doctorScope(caller: Caller): string | undefined {
  if (caller.role !== 'doctor') return undefined;
  // The database links every doctor account to a doctor; an unlinked one may see nothing.
  if (!caller.doctorId) throw new ForbiddenError('This account is not linked to a doctor.');
  return caller.doctorId;
}
