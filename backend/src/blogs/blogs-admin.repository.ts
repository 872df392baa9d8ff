import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database/unit-of-work.js';
import type { BlogRow, NewBlog } from './blogs.repository.js';
import { blogs } from './blogs.table.js';

export type BlogPatch = Partial<Omit<NewBlog, 'id' | 'createdAt' | 'createdBy'>>;

/** Staff changes to posts, written through the service's unit of work so each commits with its audit entry. */
@Injectable()
export class BlogsAdminRepository {
  async insert(tx: Executor, blog: NewBlog): Promise<BlogRow> {
    const [row] = await tx.insert(blogs).values(blog).returning();
    return row!;
  }

  /**
   * The row before and after the change, or null (and nothing written) when there is
   * no such post. The row is locked while it changes, so `before` is what was replaced.
   */
  async update(
    tx: Executor,
    id: string,
    patch: BlogPatch,
  ): Promise<{ before: BlogRow; after: BlogRow } | null> {
    const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(blogs).set(patch).where(eq(blogs.id, id)).returning();
    return { before, after: after! };
  }

  /** The deleted row (its likes go with it), or null when there is no such post. */
  async delete(tx: Executor, id: string): Promise<BlogRow | null> {
    const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    return row ?? null;
  }
}
