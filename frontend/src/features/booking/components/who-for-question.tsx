import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadio } from '@/components/ui/choice-radio';
import type { VisitFor } from '../visit-for';

/**
 * "Who is this visit for?" as one radio group, pills like the days and times: one Tab
 * stop, the arrow keys move the choice. What goes under it (the form adding a family
 * member) follows it in the tab order.
 */
export function WhoForQuestion({ visitFor }: { visitFor: VisitFor }) {
  const { t } = useTranslation('booking');
  const { choices, chosen, onChoose, below, refocus } = visitFor;
  const name = useId();
  const labelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refocus > 0) groupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [refocus]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p id={labelId} className="mb-3 font-semibold text-ink">
          {t('whoFor')}
        </p>
        <div
          ref={groupRef}
          role="radiogroup"
          aria-labelledby={labelId}
          className="flex flex-wrap gap-2 sm:gap-3"
        >
          {choices.map((choice) => (
            <ChoiceRadio
              key={choice.value}
              name={name}
              value={choice.value}
              checked={choice.value === chosen}
              onChoose={onChoose}
              className="rounded-full px-4 py-2 text-base font-medium break-words"
            >
              {choice.label}
            </ChoiceRadio>
          ))}
        </div>
      </div>
      {below}
    </div>
  );
}
