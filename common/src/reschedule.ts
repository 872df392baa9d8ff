import type { Appointment, ApiResult } from './api-types.js';

/** How many times a patient may move one appointment; staff are not limited. */
export const MAX_PATIENT_RESCHEDULES = 2;

/** `RESCHEDULE_CUTOFF_HOURS` when unset: a patient cannot move a visit starting sooner than this. */
export const DEFAULT_RESCHEDULE_CUTOFF_HOURS = 3;

/** Why a patient may not move an appointment now; null when they may. */
export type RescheduleBlock = 'already_closed' | 'reschedule_limit' | 'reschedule_too_late' | null;

export const RESCHEDULE_MESSAGES: Record<Exclude<RescheduleBlock, null>, string> = {
  already_closed: 'This appointment is already cancelled, completed or marked a no-show',
  reschedule_limit: `This appointment has already been moved ${MAX_PATIENT_RESCHEDULES} times. Please call the centre to change it.`,
  reschedule_too_late: 'This appointment starts soon and can no longer be moved. Please call the centre.',
};

/** What the rule reads of an appointment, as the API answers it. */
export type Reschedulable = Pick<
  Appointment,
  'cancelled' | 'isCompleted' | 'noShow' | 'reschedulesLeft' | 'rescheduleBy'
>;

/**
 * Whether the patient may move the appointment: a live one, moved fewer than
 * `MAX_PATIENT_RESCHEDULES` times, until `rescheduleBy` (its start less the
 * cutoff). The server refuses by this rule; the SPA offers Reschedule by it.
 */
export function rescheduleBlock(appointment: Reschedulable, now: Date): RescheduleBlock {
  if (appointment.cancelled || appointment.isCompleted || appointment.noShow) return 'already_closed';
  if (appointment.reschedulesLeft <= 0) return 'reschedule_limit';
  const by = appointment.rescheduleBy === null ? null : Date.parse(appointment.rescheduleBy);
  if (by === null || Number.isNaN(by) || now.getTime() > by) return 'reschedule_too_late';
  return null;
}

/** The fields of `Reschedulable` for an appointment starting at `startsAt`, moved `reschedules` times by its patient. */
export function reschedulableFields(
  startsAt: Date,
  reschedules: number,
  cutoffHours: number,
): Pick<Appointment, 'reschedulesLeft' | 'rescheduleBy'> {
  return {
    reschedulesLeft: Math.max(0, MAX_PATIENT_RESCHEDULES - reschedules),
    rescheduleBy: new Date(startsAt.getTime() - cutoffHours * 3_600_000).toISOString(),
  };
}

/** POST /api/user/reschedule-appointment; staff send the same body without `appointmentId`. */
export interface RescheduleRequest {
  appointmentId: string;
  /** `d_m_yyyy`. */
  slotDate: string;
  /** `HH:MM` 24-hour, or 12-hour with am/pm as booking accepts. */
  slotTime: string;
}

export interface RescheduleResponse extends ApiResult {
  success: true;
  appointment: Appointment;
}
