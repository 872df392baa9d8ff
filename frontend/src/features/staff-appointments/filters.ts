import {
  istToday,
  parseDateKey,
  STAFF_APPOINTMENT_STATUSES,
  type StaffAppointmentStatus,
  toDateKey,
} from '@umang/common';

export const APPOINTMENTS_PAGE_SIZE = 20;

/** The filters of the Appointments screen, as kept in the page's URL (the API's own forms). */
export interface AppointmentFilters {
  /** `d_m_yyyy`, or '' for every day. */
  date: string;
  /** A doctor's id, or '' for all doctors. */
  doctorId: string;
  status: StaffAppointmentStatus | '';
  page: number;
}

export const STATUS_LABELS: Record<StaffAppointmentStatus, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  paid: 'Paid',
  noShow: 'No-show',
};

const isStatus = (value: string): value is StaffAppointmentStatus =>
  (STAFF_APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Reads the filters from the URL; anything malformed (an edited link) counts as not set. */
export function readFilters(params: URLSearchParams): AppointmentFilters {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    date: parseDateKey(date) ? date : '',
    doctorId: params.get('doctorId') ?? '',
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL form of the filters: unset filters and page 1 are left out, so links stay short. */
export function writeFilters(filters: AppointmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.date) params.set('date', filters.date);
  if (filters.doctorId) params.set('doctorId', filters.doctorId);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `<input type="date">`'s `2026-11-23` → the API's `23_11_2026`; '' when empty or invalid. */
export function inputDateToKey(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const key = toDateKey({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return parseDateKey(key) ? key : '';
}

/** The API's `23_11_2026` → `2026-11-23` for the date input. */
export function keyToInputDate(key: string): string {
  const date = parseDateKey(key);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Today's key on the centre's (IST) calendar, whatever the computer's time zone. */
export const todayKey = (now = new Date()): string => toDateKey(istToday(now));
