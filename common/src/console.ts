import type { ConsoleRole } from './api-types.js';
import { type CalendarDate, daysFrom, istToday, parseIsoDate, slotStart, toIsoDate } from './calendar.js';
import type { ErrorCode } from './error-codes.js';

/** Where a console account stands: invited (no password set yet), active, or disabled (for good). */
export type ConsoleAccountState = 'invited' | 'active' | 'disabled';

export interface ConsoleAccount {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  /** The doctor record a `doctor` account is linked to; null for the other roles. */
  doctorId: string | null;
  doctorName: string | null;
  state: ConsoleAccountState;
  /** ISO 8601. */
  createdAt: string;
  disabledAt: string | null;
}

/** GET /api/admin/accounts (admin) */
export interface ConsoleAccountsResponse {
  success: true;
  accounts: ConsoleAccount[];
}

/**
 * POST /api/admin/accounts, POST /api/admin/accounts/:id/disable and
 * POST /api/admin/accounts/:id/send-code (admin). `send-code` mails the person a new
 * one-time code to set their password: for an invited account whose code ran out, or
 * an active one whose holder forgot theirs. Not for a disabled account (409); the
 * 60-second wait between codes answers 429.
 */
export interface ConsoleAccountResponse {
  success: true;
  message: string;
  account: ConsoleAccount;
}

/** POST /api/admin/accounts: mails the person a one-time code to set their own password. */
export interface CreateConsoleAccountRequest {
  email: string;
  name: string;
  role: ConsoleRole;
  /** Required for `doctor`, refused for the other roles. */
  doctorId?: string;
}

/**
 * POST /api/admin/accounts/set-password (no token: the mailed code is the proof).
 * Answers `ApiResult`; the same code and password rules as a patient's reset, and every
 * earlier sign-in of the account ends. The console's page for it is /admin/set-password,
 * which takes `?email=` to fill the address in.
 */
export interface SetConsolePasswordRequest {
  email: string;
  otp: string;
  password: string;
}

/** Who is signed in to the console: the SPA chooses the menu and the first screen from it. */
export interface ConsoleMe {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  doctorId: string | null;
  doctorName: string | null;
}

/** GET /api/admin/me (every console role) */
export interface ConsoleMeResponse {
  success: true;
  account: ConsoleMe;
}

/** Why an appointment may not be marked a no-show yet; null when it may. */
export type NoShowBlock = 'closed' | 'not_started' | null;

export const NO_SHOW_MESSAGES: Record<Exclude<NoShowBlock, null>, string> = {
  closed: 'Only a live appointment can be marked a no-show',
  not_started: 'An appointment can be marked a no-show only from its start time',
};

/** The error code answered with each refusal of `noShowBlock`. */
export const NO_SHOW_CODES: Record<Exclude<NoShowBlock, null>, ErrorCode> = {
  closed: 'already_closed',
  not_started: 'not_started',
};

/** What the patient and the centre are told when a no-show appointment is asked to change. */
export const MARKED_NO_SHOW_MESSAGE = 'This appointment was marked a no-show, so it can no longer change';

/**
 * A patient can have missed a visit only once it has begun: the slot (IST) has
 * started and the appointment is neither cancelled, completed nor already marked.
 * Paid or not does not matter: an unpaid patient can miss a visit too.
 */
export function noShowBlock(
  appointment: {
    cancelled: boolean;
    isCompleted: boolean;
    noShow: boolean;
    slotDate: string;
    slotTime: string;
  },
  now: Date,
): NoShowBlock {
  if (appointment.cancelled || appointment.isCompleted || appointment.noShow) return 'closed';
  const start = slotStart(appointment.slotDate, appointment.slotTime);
  return start !== null && start.getTime() <= now.getTime() ? null : 'not_started';
}

/** The dashboard's longest range, in IST days (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;

export const DASHBOARD_RANGE_MESSAGES = {
  both: 'Give both from and to, or neither for this month so far',
  from: 'from must be a real date written YYYY-MM-DD',
  to: 'to must be a real date written YYYY-MM-DD',
  order: 'from must not be after to',
  tooLong: `The range may cover at most ${DASHBOARD_MAX_DAYS} days, both ends included`,
} as const;

/**
 * Why a dashboard range is refused, or null when it is fine: both days or neither,
 * real `YYYY-MM-DD` dates, `from` not after `to`, at most DASHBOARD_MAX_DAYS days.
 */
export function dashboardRangeError(from: string | undefined, to: string | undefined): string | null {
  if (from === undefined && to === undefined) return null;
  if (from === undefined || to === undefined) return DASHBOARD_RANGE_MESSAGES.both;
  const start = parseIsoDate(from);
  if (!start) return DASHBOARD_RANGE_MESSAGES.from;
  const end = parseIsoDate(to);
  if (!end) return DASHBOARD_RANGE_MESSAGES.to;
  const days = daysFrom(start, end) + 1;
  if (days < 1) return DASHBOARD_RANGE_MESSAGES.order;
  return days > DASHBOARD_MAX_DAYS ? DASHBOARD_RANGE_MESSAGES.tooLong : null;
}

/** The range shown when none is asked for: the current IST month, from its first day up to today. */
export function defaultDashboardRange(now: Date): { from: string; to: string } {
  const today: CalendarDate = istToday(now);
  return { from: toIsoDate({ ...today, day: 1 }), to: toIsoDate(today) };
}

/**
 * GET /api/admin/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD (admin, staff).
 *
 * Give both days or neither: without them the range is the current IST month from
 * its first day up to today (`defaultDashboardRange`). The answer's `from` and `to`
 * are the range used.
 *
 * Every appointment figure counts appointments by the IST day of their slot, both
 * ends of the range included:
 * - `booked`: not cancelled and not released (so it includes completed and no-show);
 * - `completed`, `noShow`: subsets of `booked`;
 * - `cancelled`: cancelled by the patient or the centre; `released`: unpaid bookings
 *   the centre released when their hold ran out (the two never overlap).
 * Revenue is in rupees, of the booked appointments in the range (a cancelled paid
 * visit is refunded at the desk, so it is no revenue): `approved` whose proof staff
 * accepted, `pending` whose proof awaits a decision. `pendingProofs` is the queue
 * as it stands now, whatever the range: every proof awaiting a decision, a proof
 * left waiting on a since-cancelled appointment included, and `oldestMinutes` the
 * whole minutes since the oldest of them was submitted.
 * `byDay` and `byDoctor` split `booked` and `completed` (and `noShow`), and their
 * `approvedAmount`s split `revenue.approved`. `busiestSlots` counts `booked` by the
 * IST weekday of the slot's day and its `HH:MM` time.
 */
export interface DashboardResponse {
  success: true;
  from: string;
  to: string;
  appointments: { booked: number; completed: number; cancelled: number; noShow: number; released: number };
  revenue: { approved: number; pending: number };
  /** `oldestMinutes` is null when nothing is pending. */
  pendingProofs: { count: number; oldestMinutes: number | null };
  /** Every day of the range in order, zeros included. `date` is YYYY-MM-DD. */
  byDay: { date: string; booked: number; completed: number; approvedAmount: number }[];
  /** Every doctor, available or not, by name (zeros included). */
  byDoctor: {
    doctorId: string;
    name: string;
    booked: number;
    completed: number;
    noShow: number;
    approvedAmount: number;
  }[];
  /** Booked appointments per weekday (0 Sunday … 6 Saturday) and slot time; only non-empty cells, by weekday then time. */
  busiestSlots: { weekday: number; time: string; booked: number }[];
}
