import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys, refreshDoctorList, refreshPaymentQueue } from '@/lib/query-keys';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { cancelAppointment, completeAppointment, markNoShow } from '../api/update-appointment';

export type AppointmentAction = 'complete' | 'noShow' | 'cancel';

const SEND: Record<AppointmentAction, typeof completeAppointment> = {
  complete: completeAppointment,
  noShow: markNoShow,
  cancel: cancelAppointment,
};

/** Said when the server's answer carries no message of its own. */
const DONE: Record<AppointmentAction, string> = {
  complete: 'Appointment marked completed',
  noShow: 'Appointment marked a no-show',
  cancel: 'Appointment cancelled',
};

/**
 * Completes, marks a no-show or cancels one appointment. Every list and page that shows
 * it follows (the one-appointment key starts with the lists' key); a cancellation also
 * frees the slot on the public doctor list and closes any payment waiting for it.
 */
function useAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: AppointmentAction; id: string }) => SEND[kind](id),
    onSuccess: (_answer, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff.appointments() });
      if (kind !== 'cancel') return;
      void refreshPaymentQueue(queryClient);
      void refreshDoctorList(queryClient);
    },
  });
}

/**
 * Runs one action on one appointment with its toasts (the server's own words), and says
 * which is on its way. `run` answers whether the server accepted it.
 */
export function useAppointmentAction(id: string) {
  const [busy, setBusy] = useState<AppointmentAction | null>(null);
  const { mutateAsync } = useAppointmentMutation();

  async function run(kind: AppointmentAction): Promise<boolean> {
    setBusy(kind);
    try {
      const answer = await mutateAsync({ kind, id });
      toast.success(answer.message ?? DONE[kind]);
      return true;
    } catch (err) {
      showError(err);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
