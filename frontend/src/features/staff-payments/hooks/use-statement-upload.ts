import type { StatementImportResponse } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { endedSession, errorMessage } from '@/lib/show-error';
import { importStatement } from '../api/import-statement';
import { STATEMENT_MESSAGES } from '../statement-rules';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** How a read ended when it gave no preview: stopped by staff, or refused with the server's words. */
export type ReadFailure = { kind: 'cancelled' } | { kind: 'refused'; message: string } | { kind: 'ended' };

/**
 * Sends a statement with its upload progress (null while idle) and lets staff stop it.
 * Closing the panel mid-upload stops it too, so nothing is read behind their back.
 */
export function useStatementUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const read = async (file: File): Promise<StatementImportResponse | ReadFailure> => {
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      return await importStatement(file, { onProgress: setProgress, signal: current.signal });
    } catch (err) {
      if (isAbort(err)) return { kind: 'cancelled' };
      // A 401 has ended the staff session and said so; the console shows its login.
      if (endedSession(err)) return { kind: 'ended' };
      return { kind: 'refused', message: errorMessage(err, { fallback: STATEMENT_MESSAGES.failed }) };
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const cancel = () => controller.current?.abort();

  return {
    sending: progress !== null,
    /** Once the whole file is sent, the server is reading it: the screen says so instead of 100 %. */
    readingOnServer: progress !== null && progress >= 1,
    progress: progress ?? 0,
    read,
    cancel,
  };
}
