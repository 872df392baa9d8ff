import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { bookAppointment } from '../api/book-appointment';

/** A visitor is sent to /login one second after the warning. */
export const LOGIN_REDIRECT_MS = 1000;

export const BOOKING_MESSAGES = {
  loginRequired: 'Login to book appointment',
  noTime: 'Please select a time slot',
} as const;

interface Options {
  docId: string;
  /** The chosen day (`d_m_yyyy`) and time (`HH:MM`), null while not chosen. */
  slotDate: string | null;
  slotTime: string | null;
  /** Reloads the doctor list after every booking attempt that changed or revealed the slots. */
  reloadDoctors: () => unknown;
  /** Called when the chosen time turned out to be taken (409). */
  onSlotTaken: () => void;
}

const messageOf = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : 'We could not book the appointment. Please try again.';

/** The "Book an Appointment" action with its checks, request and outcomes. */
export function useBookAppointment({ docId, slotDate, slotTime, reloadDoctors, onSlotTaken }: Options) {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [pending, setPending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  const book = useCallback(async () => {
    if (pending) return;
    if (!token) {
      toast.warn(BOOKING_MESSAGES.loginRequired, { toastId: 'booking-login' });
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => void navigate('/login'), LOGIN_REDIRECT_MS);
      return;
    }
    if (!slotDate || !slotTime) {
      toast.warn(BOOKING_MESSAGES.noTime, { toastId: 'booking-no-time' });
      return;
    }
    setPending(true);
    try {
      const { message } = await bookAppointment({ docId, slotDate, slotTime });
      toast.success(message);
      void reloadDoctors();
      void navigate('/my-appointment');
    } catch (err) {
      const status = err instanceof ApiRequestError ? err.status : 0;
      // A 401 has already ended the session with its own toast (lib/api-client).
      if (status === 401) return;
      toast.error(messageOf(err));
      if (status === 409) {
        // Someone else took the slot (or the doctor stopped booking): show the fresh list.
        void reloadDoctors();
        onSlotTaken();
      }
    } finally {
      if (mounted.current) setPending(false);
    }
  }, [pending, token, slotDate, slotTime, docId, reloadDoctors, onSlotTaken, navigate]);

  return { book, pending };
}
