import { dashboardRangeError } from '@umang/common';
import { useState } from 'react';
import type { DashboardRange } from '../ranges';

interface Draft extends DashboardRange {
  /** The range the draft was started from: when the URL moves on (a preset, Back), so does the draft. */
  of: string;
  /** The refusal on show, until the next try or the next range. */
  error: string | null;
}

/**
 * The From and To boxes before they are applied. A range is applied only once the
 * API's own rule accepts it, so a refused range never reaches the server.
 */
export function useRangeDraft(
  shown: DashboardRange,
  urlError: string | null,
  apply: (range: DashboardRange | undefined) => void,
) {
  const of = `${shown.from}/${shown.to}/${urlError ?? ''}`;
  const fresh = (): Draft => ({ ...shown, of, error: urlError });
  const [draft, setDraft] = useState<Draft>(fresh);
  // Reset while rendering (not in an effect), so the boxes never show the old range for a frame.
  if (draft.of !== of) setDraft(fresh());

  const submit = () => {
    // Both boxes empty means "neither": the API's default, this month so far.
    const from = draft.from || undefined;
    const to = draft.to || undefined;
    const error = dashboardRangeError(from, to);
    setDraft({ ...draft, error });
    if (!error) apply(from !== undefined && to !== undefined ? { from, to } : undefined);
  };

  return {
    from: draft.from,
    to: draft.to,
    error: draft.error,
    setFrom: (from: string) => setDraft({ ...draft, from }),
    setTo: (to: string) => setDraft({ ...draft, to }),
    submit,
  };
}
