/** The bytes `start` to `end` (both inclusive) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a `Range` header asks of a file of `size` bytes. */
export type RangeAsk = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header for one range of bytes. A header that is absent, garbled,
 * or asks for several ranges is answered with the whole file, as HTTP allows; a
 * well-formed range that starts past the end cannot be served (416). An end past
 * the last byte is cut to it, and `bytes=-n` means the last n bytes.
 */
export function parseRange(header: string | undefined, size: number): RangeAsk {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

/** The first and last chunk (numbered from 0) holding the bytes of `range`. */
export function chunkSpan(range: ByteRange, chunkBytes: number): { first: number; last: number } {
  return { first: Math.floor(range.start / chunkBytes), last: Math.floor(range.end / chunkBytes) };
}
