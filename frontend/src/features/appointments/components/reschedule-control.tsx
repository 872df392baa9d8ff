import type { RescheduleBlock } from '@umang/common';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { RESCHEDULE_TEXT } from '../messages';

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
        {RESCHEDULE_TEXT.button}
      </Button>
    );
  }
  if (block === 'already_closed') return null;
  return (
    <p className="text-base text-muted">
      {block === 'reschedule_limit' ? RESCHEDULE_TEXT.tooOften : RESCHEDULE_TEXT.tooLate}{' '}
      {RESCHEDULE_TEXT.callToMove}{' '}
      <a
        href={CENTRE.phoneHref}
        className="figures font-semibold whitespace-nowrap text-primary underline underline-offset-2"
      >
        {CENTRE.phoneDisplay}
      </a>
      .
    </p>
  );
}
