import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

interface UploadProgressProps {
  /** 0 to 1. */
  fraction: number;
  onCancel: () => void;
  /** Focused when the upload starts, so keyboard users land on the progress and its Cancel. */
  ref?: Ref<HTMLDivElement>;
}

/** How much of the post has reached the server, with a way to stop a slow upload. */
export function UploadProgress({ fraction, onCancel, ref }: UploadProgressProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 focus:outline-none"
    >
      <ProgressBar fraction={fraction} label="Uploading the post…" />
      <Button variant="secondary" onClick={onCancel} className="mt-3">
        Cancel upload
      </Button>
    </div>
  );
}
