import { formatDateTimeIN } from '@/lib/format';

/** `22 Nov 2026, 7:33 pm` in the centre's time zone. */
export const receivedLabel = formatDateTimeIN;

/** A reply that opens the staff member's mail app with the address and "Re: <subject>" filled in. */
export const replyHref = (email: string, subject: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

export { telHref } from '@/lib/format';

/** Messages longer than this (or with more lines) start collapsed. */
const LONG_CHARS = 420;
const LONG_LINES = 8;

export const isLongMessage = (message: string): boolean =>
  message.length > LONG_CHARS || message.split('\n').length > LONG_LINES;
