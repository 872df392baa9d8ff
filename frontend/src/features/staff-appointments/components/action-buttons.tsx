import type { NoShowBlock } from '@umang/common';
import { type RefObject, useId } from 'react';
import { Button } from '@/components/ui/button';
import type { AppointmentAction } from '../hooks/use-appointment-action';

interface ActionButtonsProps {
  /** The action on its way, if any: the others wait for it. */
  busy: AppointmentAction | null;
  /** Paid, and the slot has started (`completionBlock`). */
  canComplete: boolean;
  noShowBlock: NoShowBlock;
  noShowRef: RefObject<HTMLButtonElement | null>;
  /** Null: this viewer may not cancel (a doctor), so no Cancel button. */
  cancelRef: RefObject<HTMLButtonElement | null> | null;
  onComplete: () => void;
  onNoShow: () => void;
  onCancel: () => void;
}

// While an action is on its way the buttons ignore presses but stay focusable, so a
// refusal leaves the keyboard where it was (a disabled button would drop focus).
const WAITING = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * Mark completed, shown only when it may be (as the server insists too); Mark no-show,
 * disabled with the reason until the slot starts; Cancel for the office.
 */
export function ActionButtons(props: ActionButtonsProps) {
  const { busy, canComplete, noShowBlock, noShowRef, cancelRef } = props;
  const hintId = useId();
  const waiting = busy !== null;
  const unlessWaiting = (action: () => void) => () => {
    if (!waiting) action();
  };
  const notYet = noShowBlock === 'not_started';

  return (
    <div className="flex flex-col items-start gap-2">
      {canComplete && (
        <Button
          variant="secondary"
          aria-disabled={waiting || undefined}
          onClick={unlessWaiting(props.onComplete)}
          className={WAITING}
        >
          {busy === 'complete' ? 'Saving…' : 'Mark completed'}
        </Button>
      )}
      <Button
        ref={noShowRef}
        variant="secondary"
        disabled={noShowBlock !== null}
        aria-disabled={waiting || undefined}
        aria-describedby={notYet ? hintId : undefined}
        onClick={unlessWaiting(props.onNoShow)}
        className={WAITING}
      >
        Mark no-show
      </Button>
      {notYet && (
        <p id={hintId} className="text-sm text-muted">
          Possible from the start time
        </p>
      )}
      {cancelRef && (
        <Button
          ref={cancelRef}
          variant="danger-outline"
          aria-disabled={waiting || undefined}
          onClick={unlessWaiting(props.onCancel)}
          className={WAITING}
        >
          Cancel
        </Button>
      )}
    </div>
  );
}
