import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { BlogRow, NewBlog } from './blogs.repository.js';
import { blogs } from './blogs.table.js';

export type BlogPatch = Partial<Omit<NewBlog, 'id' | 'createdAt' | 'createdBy'>>;

/** Lets a caller write with the same transaction (the audit entry) without seeing the query builder. */
export type Writer = Pick<Database, 'insert'>;
/** Work done inside the transaction of a change, given the row it wrote; throwing rolls the change back. */
export type AlsoInTransaction = (tx: Writer, row: BlogRow) => Promise<void>;

/** Staff changes to posts; each runs in one transaction with its audit entry. */
@Injectable()
export class BlogsAdminRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  insert(blog: NewBlog, also: AlsoInTransaction): Promise<BlogRow> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx.insert(blogs).values(blog).returning();
      await also(tx, row!);
      return row!;
    });
  }

  /**
   * The row before and after the change, or null (and nothing written) when there is
   * no such post. The row is locked while it changes, so `before` is what was replaced.
   */
  update(
    id: string,
    patch: BlogPatch,
    also: AlsoInTransaction,
  ): Promise<{ before: BlogRow; after: BlogRow } | null> {
    return this.connection.db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx.update(blogs).set(patch).where(eq(blogs.id, id)).returning();
      await also(tx, after!);
      return { before, after: after! };
    });
  }

  /** The deleted row (its likes go with it), or null when there is no such post. */
  delete(id: string, also: AlsoInTransaction): Promise<BlogRow | null> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
      if (!row) return null;
      await also(tx, row);
      return row;
    });
  }
}
