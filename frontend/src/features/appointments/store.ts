import type { Appointment } from '@umang/common';
import { create } from 'zustand';
import { toast } from '@/lib/toast';
import { getAppointments } from './api/get-appointments';
import { APPOINTMENT_MESSAGES } from './messages';

export type AppointmentsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface AppointmentsState {
  /** As the server sent them: oldest first. */
  appointments: Appointment[];
  status: AppointmentsStatus;
  error: string | null;
  /** Fetches the list; answers it, or null on failure. The newest call wins. */
  loadAppointments: () => Promise<Appointment[] | null>;
}

const initialState = { appointments: [] as Appointment[], status: 'idle' as AppointmentsStatus, error: null };

// Counts calls, so an older answer arriving late never overwrites a newer one
// (a reload after cancelling can overtake the first load).
let latestCall = 0;

export const useAppointmentsStore = create<AppointmentsState>()((set) => ({
  ...initialState,
  loadAppointments: async () => {
    const call = ++latestCall;
    set({ status: 'loading', error: null });
    try {
      const { appointments } = await getAppointments();
      if (call === latestCall) set({ appointments, status: 'ready' });
      return appointments;
    } catch (err) {
      const message = err instanceof Error ? err.message : APPOINTMENT_MESSAGES.loadFailed;
      if (call === latestCall) set({ status: 'error', error: message });
      // The server's (or the network's) message as an error toast.
      toast.error(message, { toastId: 'appointments-load' });
      return null;
    }
  },
}));

/** Back to the first state (tests, and when another patient logs in). */
export const resetAppointmentsStore = (): void => {
  latestCall++;
  useAppointmentsStore.setState(initialState);
};
