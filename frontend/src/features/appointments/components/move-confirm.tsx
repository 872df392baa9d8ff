import { useEffect, useId, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface MoveConfirmProps {
  /** The slot chosen, as `Wed 25 Nov, 11:00 am`: the question is "Move to Wed 25 Nov, 11:00 am?". */
  slot: string;
  busy: boolean;
  onConfirm: () => void;
  /** Back to the day strip and the times, to choose again. */
  onAnother: () => void;
  /** Leave it where it is: the panel closes. */
  onKeep: () => void;
}

/**
 * The last step before a move, which counts against the moves allowed online. The
 * reader starts on the question, so it is read before the answers.
 */
export function MoveConfirm({ slot, busy, onConfirm, onAnother, onKeep }: MoveConfirmProps) {
  const { t } = useTranslation('appointments');
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="rounded-2xl border border-primary/40 bg-white p-4 sm:max-w-xl sm:p-5"
    >
      <p
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        className="figures text-lg font-semibold break-words text-ink"
      >
        <Trans
          t={t}
          i18nKey="reschedule.moveTo"
          values={{ slot }}
          components={{ slot: <span className="whitespace-nowrap" /> }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
        <Button disabled={busy} onClick={onConfirm} className="min-h-11 px-7">
          {busy ? t('reschedule.moving') : t('reschedule.confirm')}
        </Button>
        <Button variant="neutral" disabled={busy} onClick={onKeep} className="min-h-11 px-6">
          {t('reschedule.keep')}
        </Button>
        <Button variant="link" disabled={busy} onClick={onAnother} className="self-start sm:self-auto">
          {t('reschedule.another')}
        </Button>
      </div>
    </div>
  );
}
