import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SlotRef } from '@umang/common';
import { ApiRequestError } from '@/lib/api-client';
import { loginPathBackTo } from '@/lib/next-path';
import { queryKeys, refreshDoctorList } from '@/lib/query-keys';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { bookAppointment } from '../api/book-appointment';
import { bookingPath } from '../slot-link';

/** A visitor is sent to /login one second after the warning, and comes back to the same choice. */
export const LOGIN_REDIRECT_MS = 1000;

interface Options {
  docId: string;
  /** The chosen day (`d_m_yyyy`) and time (`HH:MM`), null while not chosen. */
  slotDate: string | null;
  slotTime: string | null;
  /** Called when someone else took the chosen slot first (409 `slot_unavailable`). */
  onSlotTaken: (slot: SlotRef) => void;
  /** A family member of the account; undefined: the visit is for the account holder. */
  patientId?: string;
  /** Said instead of booking while the choice of who the visit is for is unfinished. */
  unready?: string;
  /** The patient has still to accept the current privacy notice: the server would refuse the booking. */
  noticePending?: boolean;
  /** Booking waits for the notice (seen here, or refused by the server): the page shows it. */
  onNoticePending?: () => void;
}

/**
 * A booking takes the slot: the patient's appointments and the doctors' booked slots
 * change. The doctor list is fetched again even where no page shows it now, so the
 * next page that does shows the slot taken.
 */
function useBookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
      void refreshDoctorList(queryClient);
    },
    onError: (err) => {
      // Someone else took the slot (or the doctor stopped booking): show the fresh list.
      if (err instanceof ApiRequestError && err.status === 409) void refreshDoctorList(queryClient);
      // The family member was removed meanwhile (another tab): the question offers the family as it is now.
      if (err instanceof ApiRequestError && err.code === 'family_member_not_found')
        void queryClient.invalidateQueries({ queryKey: queryKeys.familyMembers() });
    },
  });
}

/** The "Book an Appointment" action with its checks, request and outcomes. */
export function useBookAppointment({
  docId,
  slotDate,
  slotTime,
  onSlotTaken,
  patientId,
  unready,
  noticePending = false,
  onNoticePending,
}: Options) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const { mutateAsync, isPending: pending } = useBookMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const book = useCallback(async () => {
    if (pending) return;
    if (!token) {
      toast.warn(t('toast.loginRequired'), { toastId: 'booking-login' });
      const chosen = slotDate && slotTime ? { dateKey: slotDate, time: slotTime } : null;
      const back = loginPathBackTo(bookingPath(docId, chosen));
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => void navigate(back), LOGIN_REDIRECT_MS);
      return;
    }
    // Before any other check: whatever is chosen, a booking waits for the notice.
    if (noticePending) {
      toast.warn(t('privacyGate.acceptFirst'), { toastId: 'booking-notice' });
      onNoticePending?.();
      return;
    }
    if (!slotDate || !slotTime) {
      toast.warn(t('toast.noTime'), { toastId: 'booking-no-time' });
      return;
    }
    if (unready) {
      toast.warn(unready, { toastId: 'booking-unready' });
      return;
    }
    try {
      await mutateAsync({ docId, slotDate, slotTime, ...(patientId && { patientId }) });
      toast.success(t('toast.booked'));
      void navigate('/my-appointment');
    } catch (err) {
      // The page says so itself and offers the next free time, so no toast repeats it.
      if (err instanceof ApiRequestError && err.code === 'slot_unavailable') {
        onSlotTaken({ dateKey: slotDate, time: slotTime });
        return;
      }
      // A new notice came out since the profile was loaded: the fresh profile brings the panel asking for it.
      if (err instanceof ApiRequestError && err.code === 'notice_not_accepted') {
        void loadProfile();
        onNoticePending?.();
      }
      showError(err, { fallback: t('toast.bookFailed') });
    }
  }, [
    pending,
    token,
    slotDate,
    slotTime,
    unready,
    noticePending,
    onNoticePending,
    docId,
    patientId,
    mutateAsync,
    onSlotTaken,
    loadProfile,
    navigate,
    t,
  ]);

  return { book, pending };
}
