import { buffer } from 'node:stream/consumers';
import { chunkSpan, parseRange } from './media-range.js';
import { chunkStream } from './media-stream.js';

const CHUNK = 256 * 1024;
/** A 50 MB file whose byte at offset i is i mod 251, made up chunk by chunk as it is asked for. */
const SIZE = 50 * 1024 * 1024;
const byteAt = (offset: number) => offset % 251;

/** A reader over the made-up file that counts the chunk rows it hands out. */
function countingReader() {
  const reads: [number, number][] = [];
  const read = (first: number, last: number) => {
    reads.push([first, last]);
    const chunks: Uint8Array[] = [];
    for (let seq = first; seq <= last; seq++) {
      const start = seq * CHUNK;
      chunks.push(Uint8Array.from({ length: Math.min(CHUNK, SIZE - start) }, (_, i) => byteAt(start + i)));
    }
    return Promise.resolve(chunks);
  };
  const rows = () => reads.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  return { read, reads, rows };
}

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'part', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'part', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'part', range: { start: 900, end: 999 } }],
    ['bytes=950-5000', { kind: 'part', range: { start: 950, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['bytes=9-1', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('reads %p of a 1000-byte file', (header, ask) => {
    expect(parseRange(header, 1000)).toEqual(ask);
  });
});

describe('chunkStream', () => {
  it('reads only the one chunk a small range of a 50 MB video lies in, and only when it is consumed', async () => {
    const reader = countingReader();
    const start = 10_000_000;
    const stream = chunkStream(reader.read, { start, end: start + 99 }, CHUNK);
    expect(reader.rows()).toBe(0);
    const bytes = await buffer(stream);
    expect([...bytes]).toEqual(Array.from({ length: 100 }, (_, i) => byteAt(start + i)));
    expect(reader.reads).toEqual([[38, 38]]);
  });

  it('streams a range across chunk borders a few chunks at a time, never the whole file', async () => {
    const reader = countingReader();
    const range = { start: CHUNK - 10, end: 6 * CHUNK + 9 };
    expect(chunkSpan(range, CHUNK)).toEqual({ first: 0, last: 6 });
    const bytes = await buffer(chunkStream(reader.read, range, CHUNK));
    expect(bytes.length).toBe(range.end - range.start + 1);
    expect(bytes[0]).toBe(byteAt(range.start));
    expect(bytes.at(-1)).toBe(byteAt(range.end));
    expect(reader.reads).toEqual([
      [0, 3],
      [4, 6],
    ]);
  });

  it('fails the stream when a chunk is missing rather than sending wrong bytes', async () => {
    const stream = chunkStream(() => Promise.resolve([]), { start: 0, end: 9 }, CHUNK);
    await expect(buffer(stream)).rejects.toThrow('missing chunks');
  });
});
