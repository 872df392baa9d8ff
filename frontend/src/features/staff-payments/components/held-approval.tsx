import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface HeldApprovalProps {
  patientName: string;
  secondsLeft: number;
  onUndo: () => void;
}

/**
 * "Approved · Undo (4 s)": the approval waits here until the count ends. The Undo button
 * takes focus when it appears, so a keyboard slip is one Enter away from being undone.
 */
export function HeldApproval({ patientName, secondsLeft, onUndo }: HeldApprovalProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="font-semibold text-emerald-800">
        Approved<span className="sr-only">, sending in {secondsLeft} seconds</span>
      </p>
      <Button ref={undoRef} variant="secondary" onClick={onUndo}>
        Undo{' '}
        <span aria-hidden="true" className="figures">
          ({secondsLeft}&nbsp;s)
        </span>
        <span className="sr-only"> the approval of {patientName}’s payment</span>
      </Button>
    </div>
  );
}
