import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';

interface DeleteConfirmProps {
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

const danger = 'bg-red-700 text-white hover:bg-red-800';

/** Asks before a post disappears from the public wall; the question is focused so it is read out. */
export function DeleteConfirm({ title, deleting, onConfirm, onKeep }: DeleteConfirmProps) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  useEffect(() => questionRef.current?.focus(), []);

  return (
    <div role="group" aria-labelledby={questionId} className="rounded-xl border border-red-200 bg-red-50 p-4">
      <p
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        className="text-base font-semibold break-words text-red-900 focus:outline-none"
      >
        Delete “{title}”? This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onConfirm}
          disabled={deleting}
          className={buttonClass('primary', danger)}
        >
          {deleting ? 'Deleting…' : 'Delete post'}
        </button>
        <button type="button" onClick={onKeep} disabled={deleting} className={buttonClass('secondary')}>
          Keep it
        </button>
      </div>
    </div>
  );
}
