import { env } from '@/config/env';
import { ApiRequestError, interpretAnswer, readToken, type Session } from './api-client';
import { errorWords } from './error-words';

/** Keeps the file's address alive long enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 60_000;

/** `attachment; filename="receipt-UMG-2026-27-000001.pdf"` → `receipt-UMG-2026-27-000001.pdf`. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition && /filename="([^"]+)"/i.exec(disposition);
  return match ? match[1]! : null;
}

/** Hands a file to the browser's own download, under `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Fetches a private file (a receipt) with the session's token, which a plain link
 * could not send, and saves it under the name the server gave. A refusal throws
 * `ApiRequestError` with the server's message, as every other call does (a 401
 * ends the session). Answers the name it was saved under.
 */
export async function downloadFile(path: string, session: Session, fallbackName: string): Promise<string> {
  const token = readToken(session);
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (token) headers.token = token;
  const response = await fetch(`${env.API_URL}${path}`, { headers });
  if (!response.ok) {
    interpretAnswer<never>(response.status, await response.text(), token ? session : null);
    // English like every error's `message`; `errorMessage` says it in the language shown.
    const status = response.status;
    throw new ApiRequestError(errorWords('en')('network.requestFailed', { status }), status);
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
