import type { Appointment, ErrorCode, SlotRef } from '@umang/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { ApiRequestError } from '@/lib/api-client';
import { endedSession, errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { slotLabel } from '../appointment-time';
import { useRescheduleAppointment } from './use-my-appointments';

/** Choosing a slot, then saying yes to it. */
export type RescheduleStep = { kind: 'pick' } | { kind: 'confirm'; slot: SlotRef };

interface Options {
  appointment: Appointment;
  /** The server moved it; `moved` is the appointment as it answered. */
  onMoved: (moved: Appointment) => void;
  /** The server will not move it online any more (or it is gone): the card changes and the panel goes. */
  onRefused: () => void;
  /** The step changed under the reader's focus: start them again at the panel's heading. */
  refocus: () => void;
}

/** Refusals about the appointment itself, not the slot: choosing another slot cannot help. */
const FINAL: readonly ErrorCode[] = [
  'already_closed',
  'reschedule_limit',
  'reschedule_too_late',
  'appointment_not_found',
];

const code = (err: unknown): ErrorCode | undefined => (err instanceof ApiRequestError ? err.code : undefined);

/** A refusal of the chosen slot (taken, the patient busy then, a rule of booking): pick again. */
const slotRefused = (err: unknown): boolean =>
  err instanceof ApiRequestError && (err.status === 400 || err.status === 409);

/**
 * The steps of moving one appointment and the server's answer to them. A slot taken
 * meanwhile is left out of the grid at once (the doctor list follows), so the patient
 * is never offered it again; a network failure keeps the question open to try again.
 */
export function useRescheduleFlow({ appointment, onMoved, onRefused, refocus }: Options) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const [step, setStep] = useState<RescheduleStep>({ kind: 'pick' });
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<readonly SlotRef[]>([]);
  const { mutateAsync, isPending: busy } = useRescheduleAppointment();

  const backToPicking = (said: string | null) => {
    setProblem(said);
    setStep({ kind: 'pick' });
    refocus();
  };

  function review(slot: SlotRef): void {
    setProblem(null);
    setStep({ kind: 'confirm', slot });
  }

  function refused(err: unknown, slot: SlotRef): void {
    if (endedSession(err)) return; // the session's own toast says it, and the page asks to log in
    const said = code(err);
    if (said !== undefined && FINAL.includes(said)) {
      showError(err, { fallback: t('reschedule.failed') });
      return onRefused();
    }
    if (said === 'slot_unavailable') {
      setTaken((before) => [...before, slot]);
      return backToPicking(t('reschedule.slotTaken'));
    }
    if (slotRefused(err)) return backToPicking(errorMessage(err, { fallback: t('reschedule.failed') }));
    setProblem(errorMessage(err, { unreachable: t('reschedule.failed') }));
  }

  async function confirm(): Promise<void> {
    if (step.kind !== 'confirm' || busy) return;
    const { slot } = step;
    setProblem(null);
    try {
      const answer = await mutateAsync({
        appointmentId: appointment._id,
        slotDate: slot.dateKey,
        slotTime: slot.time,
      });
      const { slotDate, slotTime } = answer.appointment;
      toast.success(t('reschedule.moved', { slot: slotLabel({ dateKey: slotDate, time: slotTime }, lang) }));
      onMoved(answer.appointment);
    } catch (err) {
      refused(err, slot);
    }
  }

  return { step, problem, taken, busy, review, confirm, another: () => backToPicking(null) };
}

export type RescheduleFlow = ReturnType<typeof useRescheduleFlow>;
