import type { Doctor } from '@umang/common';
import { create } from 'zustand';
import { toast } from '@/lib/toast';
import { getStaffDoctors } from './api/get-staff-doctors';
import { setAvailability } from './api/set-availability';

export type StaffDoctorsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface StaffDoctorsState {
  doctors: Doctor[];
  status: StaffDoctorsStatus;
  error: string | null;
  /** Ids whose availability change is on its way to the server. */
  switching: string[];
  /** Fetches the list; `quiet` keeps the current list on screen while it refreshes. */
  load: (options?: { quiet?: boolean }) => Promise<void>;
  /** Puts the server's copy of one doctor in the list. */
  replace: (doctor: Doctor) => void;
  /** Flips availability at once and puts it back if the server refuses. */
  toggleAvailable: (doctorId: string) => Promise<void>;
}

const initialState = {
  doctors: [] as Doctor[],
  status: 'idle' as StaffDoctorsStatus,
  error: null,
  switching: [] as string[],
};

const messageOf = (err: unknown, fallback: string): string => (err instanceof Error ? err.message : fallback);

export const useStaffDoctorsStore = create<StaffDoctorsState>()((set, get) => {
  const setAvailableLocally = (id: string, available: boolean) =>
    set({ doctors: get().doctors.map((d) => (d._id === id ? { ...d, available } : d)) });

  return {
    ...initialState,
    load: async ({ quiet = false } = {}) => {
      if (!quiet) set({ status: 'loading', error: null });
      try {
        const { doctors } = await getStaffDoctors();
        set({ doctors, status: 'ready', error: null });
      } catch (err) {
        const message = messageOf(err, 'The doctors could not be loaded.');
        // A quiet refresh keeps the list it already shows; the toast says it is not fresh.
        if (!quiet || get().status !== 'ready') set({ status: 'error', error: message });
        toast.error(message, { toastId: 'staff-doctors-load' });
      }
    },
    replace: (doctor) => set({ doctors: get().doctors.map((d) => (d._id === doctor._id ? doctor : d)) }),
    toggleAvailable: async (doctorId) => {
      const doctor = get().doctors.find((d) => d._id === doctorId);
      if (!doctor || get().switching.includes(doctorId)) return;
      const available = !doctor.available;
      setAvailableLocally(doctorId, available);
      set({ switching: [...get().switching, doctorId] });
      try {
        const answer = await setAvailability(doctorId, available);
        get().replace(answer.doctor);
        toast.success(
          available
            ? `${answer.doctor.name} is now available for booking.`
            : `${answer.doctor.name} no longer takes bookings.`,
        );
      } catch (err) {
        setAvailableLocally(doctorId, !available);
        toast.error(messageOf(err, 'The change could not be saved.'));
      } finally {
        set({ switching: get().switching.filter((id) => id !== doctorId) });
      }
    },
  };
});

/** Back to the first state (tests). */
export const resetStaffDoctorsStore = (): void => useStaffDoctorsStore.setState(initialState);
