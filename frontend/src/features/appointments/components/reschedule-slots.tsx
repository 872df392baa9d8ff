import type { Appointment, Doctor } from '@umang/common';
import { useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SlotChooser } from '@/components/slot-picker/slot-chooser';
import { useSlotPicker, withBooked } from '@/components/slot-picker/use-slot-picker';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/use-language';
import { slotLabel } from '../appointment-time';
import type { RescheduleFlow } from '../hooks/use-reschedule-flow';
import { CallForTimes } from './call-for-times';
import { MoveConfirm } from './move-confirm';

interface RescheduleSlotsProps {
  appointment: Appointment;
  doctor: Doctor;
  flow: RescheduleFlow;
  onKeep: () => void;
}

/**
 * The same day strip and time grid as booking, for the appointment's own doctor,
 * without the slot it holds now (nor any slot just taken), then the question. The
 * choice stays while the patient looks at the question, so going back keeps it.
 */
export function RescheduleSlots({ appointment, doctor, flow, onKeep }: RescheduleSlotsProps) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const { slotDate, slotTime } = appointment;
  const { slots_booked: booked, blockedSlots } = doctor;
  const { taken } = flow;
  const schedule = useMemo(
    () => ({
      slots_booked: withBooked(booked, [{ dateKey: slotDate, time: slotTime }, ...taken]),
      blockedSlots,
    }),
    [booked, blockedSlots, slotDate, slotTime, taken],
  );
  const picker = useSlotPicker(schedule);
  const choiceId = useId();
  // Continue was pressed before a time was chosen: the hint beside it says so more firmly.
  const [nudged, setNudged] = useState(false);
  const { day, time } = picker;
  const { step } = flow;

  if (step.kind === 'confirm') {
    return (
      <MoveConfirm
        slot={slotLabel(step.slot, lang)}
        busy={flow.busy}
        onConfirm={() => void flow.confirm()}
        onAnother={flow.another}
        onKeep={onKeep}
      />
    );
  }
  if (!doctor.available || day === null) {
    return <CallForTimes doctorName={doctor.name} available={doctor.available} onKeep={onKeep} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <SlotChooser picker={picker} dayPrompt={t('reschedule.chooseDay')} />
      <div className="flex flex-col gap-3">
        <p
          id={choiceId}
          aria-live="polite"
          className={`text-base ${time === null && nudged ? 'font-semibold text-amber-900' : 'text-muted'}`}
        >
          {time ? (
            <Trans
              t={t}
              i18nKey="reschedule.newTime"
              values={{ slot: slotLabel({ dateKey: day.dateKey, time }, lang) }}
              components={{ slot: <strong className="figures text-ink" /> }}
            />
          ) : nudged ? (
            t('reschedule.chooseTime')
          ) : (
            t('reschedule.chooseTimeHint')
          )}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Button
            aria-describedby={choiceId}
            onClick={() => (time ? flow.review({ dateKey: day.dateKey, time }) : setNudged(true))}
            className="min-h-11 px-7"
          >
            {t('reschedule.next')}
          </Button>
          <Button variant="neutral" onClick={onKeep} className="min-h-11 px-6">
            {t('reschedule.keep')}
          </Button>
        </div>
      </div>
    </div>
  );
}
