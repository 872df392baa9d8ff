import type { Doctor } from '@umang/common';
import { create } from 'zustand';
import { toast } from '@/lib/toast';
import { getDoctors } from './api/get-doctors';

export type DoctorsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The doctor list shows at most 10 entries. */
export const DOCTOR_LIST_LIMIT = 10;

interface DoctorsState {
  doctors: Doctor[];
  status: DoctorsStatus;
  error: string | null;
  /** Fetches the list; a second call while one is in flight is ignored. */
  loadDoctors: () => Promise<void>;
}

const initialState = { doctors: [] as Doctor[], status: 'idle' as DoctorsStatus, error: null };

export const useDoctorsStore = create<DoctorsState>()((set, get) => ({
  ...initialState,
  loadDoctors: async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading', error: null });
    try {
      const { doctors } = await getDoctors();
      set({ doctors, status: 'ready' });
    } catch (err) {
      // The server's message (or the network error's) as an error toast.
      const message = err instanceof Error ? err.message : 'Could not load the doctors.';
      set({ status: 'error', error: message });
      toast.error(message, { toastId: 'doctors-load' });
    }
  },
}));

/** Back to the first state (tests). */
export const resetDoctorsStore = (): void => useDoctorsStore.setState(initialState);

export const selectDoctorById =
  (id: string | undefined) =>
  (state: DoctorsState): Doctor | undefined =>
    state.doctors.find((doctor) => doctor._id === id);
