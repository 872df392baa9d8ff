import { slotSession, to12Hour, type SlotSession } from '@umang/common';
import { useId } from 'react';
import { ChoiceRadio } from '@/components/ui/choice-radio';

interface TimeSlotGridProps {
  /** Free `HH:MM` times of the chosen day. */
  times: string[];
  selected: string | null;
  onSelect: (time: string) => void;
  labelledBy: string;
}

const SESSIONS: ReadonlyArray<{ session: SlotSession; title: string }> = [
  { session: 'morning', title: 'Morning' },
  { session: 'afternoon', title: 'Afternoon' },
];

/**
 * The free times of one day, read as "10:30 am", in a wrapping grid under Morning
 * and Afternoon. All of them are one radio group (one name), so a single Tab stop
 * leads from here to Book and the arrow keys cross from morning to afternoon.
 */
export function TimeSlotGrid({ times, selected, onSelect, labelledBy }: TimeSlotGridProps) {
  const name = useId();
  const headingId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-4">
      {SESSIONS.map(({ session, title }) => {
        const inSession = times.filter((time) => slotSession(time) === session);
        if (inSession.length === 0) return null;
        const id = `${headingId}-${session}`;
        return (
          <div key={session} role="group" aria-labelledby={id}>
            <p id={id} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
              {title}
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
                  {to12Hour(time)}
                </ChoiceRadio>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
