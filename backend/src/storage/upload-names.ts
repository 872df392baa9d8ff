/** The content type each kind of stored file is served with, by its extension. */
export const CONTENT_TYPES = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' } as const;

/**
 * A stored file's public name: the SHA-256 of its bytes (64 hex digits) and its
 * extension. Files uploaded before names were content-addressed keep their random
 * 32-digit names, so links already shown stay good.
 */
const UPLOAD_NAME = /^(?:[a-f0-9]{64}|[a-f0-9]{32})\.(webp|mp4|webm)$/;

/** `name` when it is one this service gives, else null; nothing else is ever looked up. */
export function uploadName(name: string): string | null {
  return UPLOAD_NAME.test(name) ? name : null;
}

/** Whether `name` is content-addressed, so its bytes never change and may be cached for good. */
export const isContentAddressed = (name: string): boolean => /^[a-f0-9]{64}\./.test(name);

/** The content type of a stored file's name, or null for a name this service never gives. */
export function contentTypeOf(name: string): string | null {
  const extension = UPLOAD_NAME.exec(name)?.[1] as keyof typeof CONTENT_TYPES | undefined;
  return extension ? CONTENT_TYPES[extension] : null;
}
