import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshDoctorList, refreshPaymentQueue } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { cancelAppointment } from '../api/cancel-appointment';
import { confirmPayment } from '../api/confirm-payment';
import { getAppointments } from '../api/get-appointments';
import { APPOINTMENT_MESSAGES } from '../messages';

/**
 * The signed-in patient's appointments, oldest first as the server sends them. Keyed by
 * the patient's token, so another patient's list never shows after a logout and a new login.
 * A failure is toasted once with the server's message; the list shows its own error too.
 */
export function useMyAppointments() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.myAppointments(token),
    queryFn: async ({ signal }) => (await getAppointments(signal)).appointments,
    enabled: token !== null,
    meta: { errorToast: { toastId: 'appointments-load', fallback: APPOINTMENT_MESSAGES.loadFailed } },
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
