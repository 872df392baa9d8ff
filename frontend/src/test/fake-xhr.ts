import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (tests only): records what lib/upload sends and
 * lets a test report upload progress, answer like the API, or see an abort.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Object-URL spies for file previews (jsdom has no URL.createObjectURL). */
export const createUrl = vi.fn(() => 'blob:preview-1');
export const revokeUrl = vi.fn();

/** Before each upload test: a fresh FakeXhr in place of XMLHttpRequest, and the object-URL spies. */
export function installUploadFakes(): void {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: revokeUrl });
}
