import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { longDayLabel } from './day-labels';
import { DayStrip } from './day-strip';
import { TimeSlotGrid } from './time-slot-grid';
import type { SlotPicker } from './use-slot-picker';

/**
 * The day strip and the time grid of a slot picker under their labels, as booking
 * and moving an appointment both show them. Renders nothing until a day is open.
 */
export function SlotChooser({ picker, dayPrompt }: { picker: SlotPicker; dayPrompt: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dayLabelId = useId();
  const timeLabelId = useId();
  const { day, time } = picker;
  if (!day) return null;
  return (
    <>
      <div>
        <p id={dayLabelId} className="mb-3 font-semibold text-ink">
          {dayPrompt}
        </p>
        <DayStrip
          days={picker.days}
          selectedKey={day.dateKey}
          onSelect={picker.selectDay}
          labelledBy={dayLabelId}
        />
      </div>
      <div>
        <p id={timeLabelId} className="mb-3 font-semibold text-ink">
          {t('slots.freeTimesOn', { day: longDayLabel(day.date, lang) })}
        </p>
        <TimeSlotGrid
          times={day.slots}
          selected={time}
          onSelect={picker.selectTime}
          labelledBy={timeLabelId}
        />
      </div>
    </>
  );
}
