import type { QueryClient } from '@tanstack/react-query';

/**
 * Every server resource the SPA caches, named once. A mutation invalidates the keys
 * of what it changed; a key that starts another key (`staff.all()`) covers it too.
 *
 * Answers that depend on who asks carry the asker in the key: a patient's token for
 * their own appointments, the reader's token (null: anonymous) for the Wall of
 * Honour, whose `likedByMe` answers for one reader. So one reader's cached answer is
 * never shown to another, nor the anonymous one to a signed-in reader.
 */
export const queryKeys = {
  /** GET /api/doctor/list: public, read by many pages. */
  doctors: () => ['doctors'] as const,
  /** Every patient's appointments (for invalidation), or one patient's by their token. */
  myAppointments: (token?: string | null) =>
    token === undefined ? (['my-appointments'] as const) : (['my-appointments', token] as const),
  /** Every account's family members (for invalidation), or one account's by the patient's token. */
  familyMembers: (token?: string | null) =>
    token === undefined ? (['family-members'] as const) : (['family-members', token] as const),
  /** The UPI QR of one appointment. */
  paymentQr: (appointmentId: string) => ['payment-qr', appointmentId] as const,
  /** Every Wall of Honour answer, lists and posts, for every reader. */
  allBlogs: () => ['blogs'] as const,
  blogs: (reader: string | null) => ['blogs', 'list', reader] as const,
  blog: (id: string, reader: string | null) => ['blogs', 'post', id, reader] as const,
  staff: {
    /** Everything the staff console caches: dropped when the staff session ends. */
    all: () => ['staff'] as const,
    /** GET /api/admin/me: the signed-in console account. */
    me: () => ['staff', 'me'] as const,
    dashboard: (range?: { from: string; to: string }) =>
      range ? (['staff', 'dashboard', range] as const) : (['staff', 'dashboard'] as const),
    accounts: () => ['staff', 'accounts'] as const,
    appointment: (id: string) => ['staff', 'appointments', 'one', id] as const,
    appointments: (filters?: object) =>
      filters ? (['staff', 'appointments', filters] as const) : (['staff', 'appointments'] as const),
    payments: (view?: { status: string; page: number }) =>
      view ? (['staff', 'payments', view] as const) : (['staff', 'payments'] as const),
    pendingCount: () => ['staff', 'pending-count'] as const,
    audit: (filters?: object) =>
      filters ? (['staff', 'audit', filters] as const) : (['staff', 'audit'] as const),
    enquiries: (page?: number) =>
      page === undefined ? (['staff', 'enquiries'] as const) : (['staff', 'enquiries', page] as const),
    doctors: () => ['staff', 'doctors'] as const,
    blogs: () => ['staff', 'blogs'] as const,
  },
};

/**
 * A slot was taken or freed: every page that lists the doctors shows it, the one on
 * screen now and the next one opened (so inactive copies are fetched again too).
 */
export const refreshDoctorList = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: queryKeys.doctors(), refetchType: 'all' });

/** A proof arrived, was decided or was withdrawn: the staff queue and its count follow. */
export const refreshPaymentQueue = (client: QueryClient): Promise<void> =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.staff.payments() }),
    client.invalidateQueries({ queryKey: queryKeys.staff.pendingCount() }),
  ]).then(() => undefined);
