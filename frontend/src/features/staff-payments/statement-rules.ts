import { STATEMENT_MAX_BYTES } from '@umang/common';

const MB = 1024 * 1024;
const EXTENSIONS = ['.csv', '.xlsx'];

export const STATEMENT_MESSAGES = {
  noFile: 'Please choose the bank statement file first.',
  wrongType: 'Please choose the statement as a CSV or Excel (.xlsx) file, as the bank’s website exports it.',
  tooLarge: `The largest statement the import takes is ${STATEMENT_MAX_BYTES / MB} MB.`,
  cancelled: 'Upload cancelled. Nothing was imported.',
  failed: 'The statement could not be read. Please try again.',
  applyFailed: 'The matched payments could not be approved. Please try again.',
} as const;

/** `6291456` → `6 MB`, `1234567` → `1.2 MB`, small files in KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / MB;
  return `${mb >= 10 || Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)} MB`;
}

/**
 * Why a chosen file cannot be sent, or null when it may be. Checked before sending so a
 * wrong or oversized file costs no upload; the server checks the contents again.
 */
export function statementFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return STATEMENT_MESSAGES.wrongType;
  if (file.size > STATEMENT_MAX_BYTES)
    return `${STATEMENT_MESSAGES.tooLarge} This file is ${formatFileSize(file.size)}.`;
  return null;
}
