import { useId } from 'react';

interface ProgressBarProps {
  /** 0 to 1. */
  fraction: number;
  /** What is in progress: "Uploading the post…". */
  label: string;
}

/** How much of an upload has reached the server, as a labelled progressbar with its percentage. */
export function ProgressBar({ fraction, label }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="w-full">
      <div className="flex items-baseline justify-between gap-4 text-base text-ink">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
