import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';

/**
 * Open/closed state of an inline confirm. Dismissing (No, Escape) puts focus back
 * on `trigger`, the button that opened it, once that is rendered again; `close`
 * leaves focus alone, for an action that worked and moves the reader elsewhere.
 */
export function useInlineConfirm(trigger: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);

  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [open, trigger]);

  return {
    open,
    ask: () => setOpen(true),
    dismiss: () => {
      refocus.current = open;
      setOpen(false);
    },
    close: () => {
      refocus.current = false;
      setOpen(false);
    },
  };
}

const LOOKS = {
  row: { box: 'p-4', question: 'font-semibold', answers: 'flex-wrap gap-3' },
  stack: { box: 'p-4', question: 'font-semibold', answers: 'flex-col gap-2' },
  compact: { box: 'p-3', question: '', answers: 'flex-wrap gap-2' },
} as const;

interface InlineConfirmProps {
  /** Names the group, so a screen reader says it when focus arrives on the answers. */
  question: ReactNode;
  /** What happens next, under the question. */
  detail?: ReactNode;
  confirmLabel: ReactNode;
  keepLabel: ReactNode;
  /** The confirmed action is on its way: both answers wait, and Escape does nothing. */
  busy?: boolean;
  /**
   * `stack`: full-width answers one above the other, for a card's narrow column;
   * `row`: side by side; `compact`: side by side in less room, for a table cell.
   */
  layout?: 'row' | 'stack' | 'compact';
  onConfirm: () => void;
  /** No, or Escape. */
  onKeep: () => void;
}

/**
 * "Are you sure?" asked in place of the button that started it, so a slip of
 * the finger cannot cancel or delete. Focus starts on the safe answer.
 */
export function InlineConfirm({
  question,
  detail,
  confirmLabel,
  keepLabel,
  busy = false,
  layout = 'row',
  onConfirm,
  onKeep,
}: InlineConfirmProps) {
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);

  const stacked = layout === 'stack';
  const size = stacked ? 'sm' : 'md';
  const answerClass = stacked ? 'min-h-11 w-full' : '';

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onKeep();
      }}
      className={`rounded-2xl border border-red-200 bg-red-50 ${LOOKS[layout].box}`}
    >
      <p id={questionId} className={`text-base break-words text-red-900 ${LOOKS[layout].question}`}>
        {question}
      </p>
      {detail && <p className="mt-1 text-base text-red-900">{detail}</p>}
      <div className={`mt-3 flex ${LOOKS[layout].answers}`}>
        <Button variant="danger" size={size} disabled={busy} onClick={onConfirm} className={answerClass}>
          {confirmLabel}
        </Button>
        <Button
          ref={keepRef}
          variant={stacked ? 'neutral' : 'secondary'}
          size={size}
          disabled={busy}
          onClick={onKeep}
          className={answerClass}
        >
          {keepLabel}
        </Button>
      </div>
    </div>
  );
}
