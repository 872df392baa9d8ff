import { STATEMENT_ACCEPT, STATEMENT_MAX_BYTES } from '@umang/common';
import type { ChangeEvent, Ref, SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';

interface StatementFileFormProps {
  /** Why the chosen file cannot be sent (checked here, before any upload). */
  problem: string | null;
  /** The server's refusal of the last file sent. */
  refusal: string | null;
  sending: boolean;
  readingOnServer: boolean;
  progress: number;
  onPick: (file: File | null) => boolean;
  onSubmit: (event: SubmitEvent) => void;
  onCancel: () => void;
  inputRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  /** Focused when the upload starts, so keyboard users land on the progress and its Cancel. */
  progressRef: Ref<HTMLDivElement>;
}

const ID = 'statement-file';
const MAX_MB = STATEMENT_MAX_BYTES / (1024 * 1024);

/** The statement file, checked when chosen, sent with its progress and a way to stop it. */
export function StatementFileForm(props: StatementFileFormProps) {
  const { problem, refusal, sending, readingOnServer, progress, onPick, onSubmit, onCancel } = props;
  const { inputRef, submitRef, progressRef } = props;
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    // A refused file is cleared from the box, so the box never names a file that will not be sent.
    if (!onPick(event.target.files?.[0] ?? null)) event.target.value = '';
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <Field
        id={ID}
        label="Bank statement file"
        hint={`The statement of the centre’s account as CSV or Excel (.xlsx), as the bank exports it, up to ${MAX_MB} MB.`}
        error={problem ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={STATEMENT_ACCEPT}
            onChange={handle}
            disabled={sending}
            className={`${fieldControlClass} cursor-pointer file:mr-4 file:cursor-pointer file:rounded-full file:border file:border-primary file:bg-white file:px-4 file:py-1.5 file:text-base file:font-semibold file:text-primary hover:file:bg-primary-soft`}
          />
        )}
      </Field>
      {sending && (
        <div
          ref={progressRef}
          tabIndex={-1}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 focus:outline-none"
        >
          {readingOnServer ? (
            <p role="status" className="text-base text-ink">
              Reading the statement…
            </p>
          ) : (
            <ProgressBar fraction={progress} label="Uploading the statement…" />
          )}
          <Button variant="secondary" onClick={onCancel} className="mt-3">
            Cancel
          </Button>
        </div>
      )}
      {refusal && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4">
          <p className="text-base font-semibold text-red-900">The statement was not imported.</p>
          <p className="mt-1 text-base text-red-900">{refusal}</p>
        </div>
      )}
      <Button type="submit" ref={submitRef} disabled={sending}>
        {sending ? 'Reading…' : 'Read statement'}
      </Button>
    </form>
  );
}
