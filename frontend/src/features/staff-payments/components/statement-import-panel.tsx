import type { StatementImportResponse } from '@umang/common';
import { type KeyboardEvent, type RefObject, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useStatementApply } from '../hooks/use-statement-apply';
import { useStatementUpload } from '../hooks/use-statement-upload';
import { STATEMENT_MESSAGES, statementFileProblem } from '../statement-rules';
import { StatementFileForm } from './statement-file-form';
import { StatementPreview } from './statement-preview';

export const STATEMENT_PANEL_ID = 'statement-import';

/** Where the keyboard goes next; a new object each time, so the same place can be asked twice. */
type FocusTarget = { to: 'input' | 'submit' | 'progress' } | null;

/**
 * Import bank statement: staff send the centre's statement, see every pending proof
 * grouped against it, and approve the matched ones in one click. An inline region, not a
 * modal: staff follow its links to rows of the queue below while it stays open.
 */
export function StatementImportPanel({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [answer, setAnswer] = useState<StatementImportResponse | null>(null);
  const upload = useStatementUpload();
  const apply = useStatementApply();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);

  useEffect(() => headingRef.current?.focus(), []);
  // After the commit that draws the target: a control disabled during the upload cannot take focus before.
  useEffect(() => {
    if (!focusTarget) return;
    const refs: Record<NonNullable<FocusTarget>['to'], RefObject<HTMLElement | null>> = {
      input,
      submit: submitRef,
      progress,
    };
    refs[focusTarget.to].current?.focus();
  }, [focusTarget]);

  const pick = (chosen: File | null) => {
    const found = chosen && statementFileProblem(chosen);
    setProblem(found);
    setRefusal(null);
    setFile(found ? null : chosen);
    return !found;
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = file ? statementFileProblem(file) : STATEMENT_MESSAGES.noFile;
    if (!file || found) {
      setProblem(found);
      return input.current?.focus();
    }
    setProblem(null);
    setRefusal(null);
    setAnswer(null);
    apply.reset();
    setFocusTarget({ to: 'progress' });
    const outcome = await upload.read(file);
    if ('statementId' in outcome) {
      return setAnswer(outcome);
    }
    if (outcome.kind === 'cancelled') {
      toast.info(STATEMENT_MESSAGES.cancelled);
      return setFocusTarget({ to: 'submit' });
    }
    if (outcome.kind === 'refused') {
      // The file stays chosen: staff may send it again or pick another.
      setRefusal(outcome.message);
      setFocusTarget({ to: 'input' });
    }
  };

  // Escape closes the panel (stopping an upload) wherever the keyboard is inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section
      id={STATEMENT_PANEL_ID}
      aria-labelledby="statement-import-title"
      onKeyDown={onKeyDown}
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="statement-import-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-ink focus:outline-none sm:text-2xl"
        >
          Import bank statement
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Close<span className="sr-only"> the statement import</span>
        </Button>
      </div>
      <p className="mt-1 text-base text-muted">
        Every pending proof is checked against the statement: it matches only when a credit carries the same
        UTR and exactly the amount due. Nothing is approved until you say so.
      </p>
      <StatementFileForm
        problem={problem}
        refusal={refusal}
        sending={upload.sending}
        readingOnServer={upload.readingOnServer}
        progress={upload.progress}
        onPick={pick}
        onSubmit={(e) => void submit(e)}
        onCancel={upload.cancel}
        inputRef={input}
        submitRef={submitRef}
        progressRef={progress}
      />
      {answer && (
        <StatementPreview
          answer={answer}
          apply={apply}
          onApply={() =>
            apply.apply(
              answer.statementId,
              answer.matched.map((m) => m.appointmentId),
            )
          }
        />
      )}
    </section>
  );
}
