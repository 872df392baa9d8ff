import { Readable } from 'node:stream';
import { type ByteRange, chunkSpan } from './media-range.js';

/** Reads chunks `first` to `last` (inclusive) of one file, in order. */
export type ChunkReader = (first: number, last: number) => Promise<Uint8Array[]>;

/** Chunks fetched per query: 1 MB at a time keeps memory flat and queries few. */
const CHUNKS_PER_READ = 4;

/**
 * The bytes of `range` as a stream that asks the database for the next few chunks
 * only when the client has taken the ones before, so a long video is never held in
 * memory whole and a range reads only the chunks it covers.
 */
export function chunkStream(read: ChunkReader, range: ByteRange, chunkBytes: number): Readable {
  const { first, last } = chunkSpan(range, chunkBytes);
  let next = first;
  return new Readable({
    read() {
      if (next > last) {
        this.push(null);
        return;
      }
      const from = next;
      const to = Math.min(last, from + CHUNKS_PER_READ - 1);
      next = to + 1;
      read(from, to)
        .then((chunks) => {
          if (chunks.length !== to - from + 1) throw new Error('A stored file is missing chunks');
          chunks.forEach((chunk, i) => this.push(trim(chunk, from + i, range, chunkBytes)));
          if (next > last) this.push(null);
        })
        // A failed query ends the answer early; the client sees a short body, never wrong bytes.
        .catch((error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))));
    },
  });
}

/** The part of chunk `seq` that lies inside `range`, without copying it. */
function trim(chunk: Uint8Array, seq: number, range: ByteRange, chunkBytes: number): Buffer {
  const offset = seq * chunkBytes;
  const start = Math.max(0, range.start - offset);
  const end = Math.min(chunk.length, range.end - offset + 1);
  return Buffer.from(chunk.buffer, chunk.byteOffset + start, end - start);
}
