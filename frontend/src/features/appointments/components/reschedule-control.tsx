import { MAX_PATIENT_RESCHEDULES, type RescheduleBlock } from '@umang/common';
import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';

interface RescheduleControlProps {
  /** Why the patient may not move it now (`rescheduleBlock`); null when they may. */
  block: RescheduleBlock;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * Reschedule, on an appointment the patient may still move online. One moved too
 * often or starting too soon says so quietly, with the centre's number to call
 * instead; a cancelled or completed one offers nothing.
 */
export function RescheduleControl({ block, open, panelId, onToggle, buttonRef }: RescheduleControlProps) {
  const { t } = useTranslation('appointments');
  if (block === null) {
    return (
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
        // Open, it looks pressed: the panel it opened sits below the whole card.
        className="min-h-11 w-full aria-expanded:bg-primary-soft"
      >
        {t('reschedule.button')}
      </Button>
    );
  }
  if (block === 'already_closed') return null;
  return (
    <p className="text-base text-muted">
      {block === 'reschedule_limit'
        ? t('reschedule.tooOften', { max: MAX_PATIENT_RESCHEDULES })
        : t('reschedule.tooLate')}{' '}
      <Trans
        t={t}
        i18nKey="reschedule.callToMove"
        values={{ phone: CENTRE.phoneDisplay }}
        components={{
          phone: (
            <a
              href={CENTRE.phoneHref}
              className="figures font-semibold whitespace-nowrap text-primary underline underline-offset-2"
            />
          ),
        }}
      />
    </p>
  );
}
