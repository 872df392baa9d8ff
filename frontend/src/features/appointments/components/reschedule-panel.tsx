import type { Appointment } from '@umang/common';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/use-language';
import { slotLabel } from '../appointment-time';
import { useRescheduleFlow } from '../hooks/use-reschedule-flow';
import { rescheduleTerms } from '../messages';
import type { DoctorDirectory } from '../types';
import { CallForTimes } from './call-for-times';
import { RescheduleSlots } from './reschedule-slots';

interface ReschedulePanelProps {
  id: string;
  appointment: Appointment;
  directory: DoctorDirectory;
  /** Keep current, or Escape: the panel closes and the Reschedule button has the focus again. */
  onKeep: () => void;
  /** The server moved it; `moved` is the appointment as it answered. */
  onMoved: (moved: Appointment) => void;
  /** The server will not move it online any more: the panel closes (the card says why). */
  onRefused: () => void;
}

/**
 * Moving one appointment, in place below its card: what it is now, then the free
 * times of the same doctor and the question. Opened by the patient, so it comes into
 * view and the reader starts at its heading.
 */
export function ReschedulePanel({
  id,
  appointment,
  directory,
  onKeep,
  onMoved,
  onRefused,
}: ReschedulePanelProps) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = () => headingRef.current?.focus();
  const flow = useRescheduleFlow({ appointment, onMoved, onRefused, refocus });
  const doctor = directory.doctors?.find((one) => one._id === appointment.docId);
  const now = slotLabel({ dateKey: appointment.slotDate, time: appointment.slotTime }, lang);

  useEffect(() => {
    const heading = headingRef.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, []);

  let body;
  if (doctor) {
    body = <RescheduleSlots appointment={appointment} doctor={doctor} flow={flow} onKeep={onKeep} />;
  } else if (directory.status === 'pending') {
    body = (
      <p role="status" className="text-base text-muted">
        {t('reschedule.loadingTimes')}
      </p>
    );
  } else if (directory.status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-base text-red-800">{t('reschedule.timesFailed')}</p>
        <Button variant="secondary" onClick={directory.retry} className="min-h-11 px-6">
          {t('reschedule.retry')}
        </Button>
      </div>
    );
  } else {
    body = <CallForTimes doctorName={null} available={false} onKeep={onKeep} />;
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !flow.busy) onKeep();
      }}
      className="border-t border-slate-200 bg-primary-soft/40 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink">
        {t('reschedule.heading')}
      </h3>
      <p className="mt-2 text-base text-ink">
        <span className="font-semibold">{t('reschedule.now')}</span>{' '}
        <strong className="figures">{now}</strong>
      </p>
      <p className="mt-1 max-w-prose text-base text-muted">
        {rescheduleTerms(t, appointment.reschedulesLeft)}
      </p>
      {flow.problem && (
        <p
          role="alert"
          className="mt-4 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-900"
        >
          {flow.problem}
        </p>
      )}
      <div className="mt-6">{body}</div>
    </section>
  );
}
