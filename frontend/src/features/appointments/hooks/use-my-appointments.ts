import type { Appointment } from '@umang/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { queryKeys, refreshDoctorList, refreshPaymentQueue } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { cancelAppointment } from '../api/cancel-appointment';
import { confirmPayment } from '../api/confirm-payment';
import { getAppointments } from '../api/get-appointments';
import { rescheduleAppointment } from '../api/reschedule-appointment';
import { awaitingDecision } from '../appointment-state';

/** How often the list is asked for again while staff have a payment to decide. */
export const PENDING_REFRESH_MS = 30_000;

/**
 * Ask again every 30 s only while a payment waits for staff, so Verifying Payment...
 * turns into their decision on the open page; a settled list is not polled.
 */
export const refreshWhilePending = (appointments: Appointment[] | undefined): number | false =>
  appointments?.some(awaitingDecision) ? PENDING_REFRESH_MS : false;

/**
 * The signed-in patient's appointments, oldest first as the server sends them. Keyed by
 * the patient's token, so another patient's list never shows after a logout and a new login.
 * A failure is toasted once with the server's message; the list shows its own error too.
 * Coming back to the tab always asks again: staff may have decided meanwhile.
 */
export function useMyAppointments() {
  const { t } = useTranslation('appointments');
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.myAppointments(token),
    queryFn: async ({ signal }) => (await getAppointments(signal)).appointments,
    enabled: token !== null,
    refetchInterval: (query) => refreshWhilePending(query.state.data),
    refetchOnWindowFocus: 'always',
    meta: { errorToast: { toastId: 'appointments-load', fallback: t('list.loadFailed') } },
  });
}

/** Cancels one appointment; the list and the doctors' booked slots follow. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
      void refreshDoctorList(queryClient);
    },
  });
}

/** Sends the payment details; the card shows Verifying, and staff see a new proof waiting. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
      void refreshPaymentQueue(queryClient);
    },
  });
}

/**
 * Moves one appointment: its card shows the new time at once (the server's answer), and
 * the list and the doctors' booked slots (the old one freed, the new one taken) follow.
 */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: ({ appointment }) => {
      queryClient.setQueriesData<Appointment[]>({ queryKey: queryKeys.myAppointments() }, (list) =>
        list?.map((one) => (one._id === appointment._id ? appointment : one)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
      void refreshDoctorList(queryClient);
    },
    onError: (err) => {
      // The slot was taken or the appointment changed meanwhile: show both as they are now.
      if (err instanceof ApiRequestError && (err.status === 409 || err.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
        void refreshDoctorList(queryClient);
      }
    },
  });
}
