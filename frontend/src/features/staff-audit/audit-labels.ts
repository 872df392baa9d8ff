import { AUDIT_ACTIONS, type AuditAction, type AuditTarget, to12Hour } from '@umang/common';
import { formatDateTimeIN, formatRupees, formatSlotDay } from '@/lib/format';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'payment.approve': 'Approved a payment',
  'payment.reject': 'Rejected a payment',
  'appointment.complete': 'Marked an appointment completed',
  'appointment.no-show': 'Marked a patient as not come',
  'appointment.cancel': 'Cancelled an appointment',
  'appointment.reschedule': 'Moved an appointment',
  'appointment.release': 'Released an unpaid booking',
  'doctor.create': 'Added a doctor',
  'doctor.update': 'Edited a doctor',
  'doctor.availability': "Changed a doctor's availability",
  'doctor.blocked-slots': 'Changed blocked times',
  'blog.create': 'Published a post',
  'blog.update': 'Edited a post',
  'blog.delete': 'Deleted a post',
  'account.create': 'Created a console account',
  'account.disable': 'Disabled a console account',
  'account.password-set': 'Set their console password',
  'patient.health-view': "Viewed a patient's health details",
  'account.erase': 'Patient deleted their account',
  'retention.purge': 'Deleted records past their retention period',
};

const isKnownAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** Actions the server takes on its own (a scheduled job), with no person behind them. */
const SYSTEM_ACTIONS: readonly string[] = ['appointment.release', 'retention.purge'];

/**
 * Who to show for an entry without an actor: the system for its own actions;
 * otherwise the account was deleted since, and nobody can say who it was.
 */
export const missingActorLabel = (action: string): string =>
  SYSTEM_ACTIONS.includes(action) ? 'System' : 'Unknown';

/** The friendly label; an action newer than this screen shows as recorded. */
export const actionLabel = (action: string): string =>
  isKnownAction(action) ? ACTION_LABELS[action] : action;

const TARGET_LABELS: Record<string, string> = {
  appointment: 'Appointment',
  doctor: 'Doctor',
  blog: 'Post',
  account: 'Console account',
  user: 'Patient account',
  retention: 'Retention',
};
export const targetLabel = (type: string): string => TARGET_LABELS[type] ?? type;

/**
 * The target as staff know it: `Asha Verma · Mon, 23 Nov 2026, 10:30 am with Dr Meera Iyer`,
 * a doctor's name or a post's title; null once the record is gone.
 */
export function targetName(target: AuditTarget | null): string | null {
  if (!target) return null;
  switch (target.kind) {
    case 'appointment':
      return `${target.patientName} · ${formatSlotDay(target.slotDate)}, ${to12Hour(target.slotTime)} with ${target.doctorName}`;
    case 'doctor':
      return target.name;
    case 'blog':
      return target.title;
    case 'account':
      return `${target.name} (${target.email})`;
  }
}

const DETAIL_LABELS: Record<string, string> = {
  transactionId: 'UPI transaction ID',
  amount: 'Amount',
  reason: 'Reason',
  fields: 'Changed',
  title: 'Title',
  mediaType: 'Media',
  name: 'Name',
  available: 'Taking bookings',
  dates: 'Days',
  slots: 'Blocked times',
  removed: 'Unblocked',
  warnings: 'Clashes with bookings',
  holdMinutes: 'Held for (minutes)',
  from: 'Moved from',
  to: 'Moved to',
  role: 'Role',
  doctorId: 'Doctor',
  patient: 'Whose details',
};

/** Whose health details were opened: the account holder's own or a family member's. */
const PATIENT_WORDS: Record<string, string> = {
  self: 'The account holder',
  'family member': 'A family member',
};

const DETAIL_ORDER = Object.keys(DETAIL_LABELS);
const rank = (key: string): number => {
  const at = DETAIL_ORDER.indexOf(key);
  return at === -1 ? DETAIL_ORDER.length : at;
};

/** `transactionId` → `Transaction id` for keys this screen has no label for. */
const humanise = (key: string): string => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A slot as the details of a move store it. */
const isSlot = (value: unknown): value is { slotDate: string; slotTime: string } & Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { slotDate?: unknown }).slotDate === 'string' &&
  typeof (value as { slotTime?: unknown }).slotTime === 'string';

/**
 * A slot in words, with what else a visit's record says about it (a cancelled paid visit
 * of an erased account: its doctor, fee and receipt, for the refund).
 */
function slotText(value: { slotDate: string; slotTime: string } & Record<string, unknown>): string {
  const { doctorName, amount, receiptNumber } = value;
  return [
    `${formatSlotDay(value.slotDate)}, ${to12Hour(value.slotTime)}`,
    typeof doctorName === 'string' && doctorName ? ` with ${doctorName}` : '',
    typeof amount === 'number' ? `, ${formatRupees(amount)}` : '',
    typeof receiptNumber === 'string' && receiptNumber ? `, receipt ${receiptNumber}` : '',
  ].join('');
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'amount' && typeof value === 'number') return formatRupees(value);
  if (key === 'patient' && typeof value === 'string') return PATIENT_WORDS[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isSlot(value)) return slotText(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText('', v)).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The details object as label/value pairs a person can read at a glance. */
export const detailPairs = (details: Record<string, unknown>): { label: string; value: string }[] =>
  Object.entries(details ?? {})
    // The database hands keys back in its own order: show them in ours, unknown ones last.
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ label: DETAIL_LABELS[key] ?? humanise(key), value: valueText(key, value) }));

/** `22 Nov 2026, 7:33 pm` in the centre's time zone. */
export const whenLabel = formatDateTimeIN;
