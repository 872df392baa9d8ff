import { Injectable } from '@nestjs/common';
import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { media, mediaChunks } from './media.table.js';

/** Bytes per chunk row: a range of a video reads at most one chunk it does not need at each end. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

export type MediaRow = Pick<typeof media.$inferSelect, 'id' | 'name' | 'contentType' | 'size' | 'sha256'>;

export interface NewMedia {
  name: string;
  contentType: string;
  sha256: string;
  data: Buffer;
}

@Injectable()
export class MediaRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /**
   * Keeps a file, or counts one more record showing it when a file of that name is
   * already kept. The row and its chunks commit together, so no reader ever finds a
   * file without its bytes; a second upload of the same bytes waits on the name's
   * row and then only counts.
   */
  store(file: NewMedia): Promise<void> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values(this.values(file))
        .onConflictDoUpdate({ target: media.name, set: { refs: sql`${media.refs} + 1` } })
        .returning({ id: media.id, refs: media.refs });
      // refs is 1 only for a row this statement inserted: a kept row is counted up to 2 or more.
      if (row?.refs === 1) await this.insertChunks(tx, row.id, file.data);
    });
  }

  /** Keeps a file under its name unless that name is kept already; answers whether it was added. */
  adopt(file: NewMedia): Promise<boolean> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values(this.values(file))
        .onConflictDoNothing({ target: media.name })
        .returning({ id: media.id });
      if (row) await this.insertChunks(tx, row.id, file.data);
      return row !== undefined;
    });
  }

  /** One record less shows the file; the last one takes it (and, by cascade, its chunks) away. */
  release(name: string): Promise<void> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx
        .update(media)
        .set({ refs: sql`${media.refs} - 1` })
        .where(eq(media.name, name))
        .returning({ id: media.id, refs: media.refs });
      if (row && row.refs <= 0) await tx.delete(media).where(and(eq(media.id, row.id), lte(media.refs, 0)));
    });
  }

  async find(name: string): Promise<MediaRow | null> {
    const [row] = await this.connection.db
      .select({
        id: media.id,
        name: media.name,
        contentType: media.contentType,
        size: media.size,
        sha256: media.sha256,
      })
      .from(media)
      .where(eq(media.name, name));
    return row ?? null;
  }

  /** The chunks numbered `first` to `last` (inclusive), in order. */
  async chunks(mediaId: number, first: number, last: number): Promise<Uint8Array[]> {
    const rows = await this.connection.db
      .select({ data: mediaChunks.data })
      .from(mediaChunks)
      .where(and(eq(mediaChunks.mediaId, mediaId), between(mediaChunks.seq, first, last)))
      .orderBy(asc(mediaChunks.seq));
    return rows.map((row) => row.data);
  }

  private values(file: NewMedia): typeof media.$inferInsert {
    const { name, contentType, sha256, data } = file;
    return { name, contentType, sha256, size: data.length };
  }

  private async insertChunks(tx: Executor, mediaId: number, data: Buffer): Promise<void> {
    for (let seq = 0; seq * MEDIA_CHUNK_BYTES < data.length; seq++) {
      const start = seq * MEDIA_CHUNK_BYTES;
      await tx
        .insert(mediaChunks)
        .values({ mediaId, seq, data: data.subarray(start, start + MEDIA_CHUNK_BYTES) });
    }
  }
}
