import { slotSession, type SlotSession } from '@umang/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadio } from '@/components/ui/choice-radio';
import { useFormat } from '@/i18n/use-language';

interface TimeSlotGridProps {
  /** Free `HH:MM` times of the chosen day. */
  times: string[];
  selected: string | null;
  onSelect: (time: string) => void;
  labelledBy: string;
}

// Each session's heading is `common:slots.<session>`.
const SESSIONS: readonly SlotSession[] = ['morning', 'afternoon'];

/**
 * The free times of one day, read as "10:30 am", in a wrapping grid under Morning
 * and Afternoon. All of them are one radio group (one name), so a single Tab stop
 * leads from here to Book and the arrow keys cross from morning to afternoon.
 */
export function TimeSlotGrid({ times, selected, onSelect, labelledBy }: TimeSlotGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useId();
  const headingId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-4">
      {SESSIONS.map((session) => {
        const inSession = times.filter((time) => slotSession(time) === session);
        if (inSession.length === 0) return null;
        const id = `${headingId}-${session}`;
        return (
          <div key={session} role="group" aria-labelledby={id}>
            <p id={id} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
              {t(`slots.${session}`)}
            </p>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 sm:flex sm:flex-wrap sm:gap-3">
              {inSession.map((time) => (
                <ChoiceRadio
                  key={time}
                  name={name}
                  value={time}
                  checked={time === selected}
                  onChoose={onSelect}
                  className="figures rounded-full px-3 py-2 text-center text-base font-medium whitespace-nowrap sm:px-4"
                >
                  {format.time(time)}
                </ChoiceRadio>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
