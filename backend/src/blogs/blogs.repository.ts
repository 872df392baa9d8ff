import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { blogLikes, blogs } from './blogs.table.js';

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
export type LikeRow = Pick<typeof blogLikes.$inferSelect, 'blogId' | 'userId'>;

const likeColumns = { blogId: blogLikes.blogId, userId: blogLikes.userId };

/** Reads posts and their likes, and toggles a like. */
@Injectable()
export class BlogsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Newest first; the id breaks ties so the order is stable. */
  findAll(): Promise<BlogRow[]> {
    return this.connection.db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  }

  async findById(id: string): Promise<BlogRow | null> {
    const [row] = await this.connection.db.select().from(blogs).where(eq(blogs.id, id));
    return row ?? null;
  }

  /** The likes of the given posts, in one query, oldest like first. */
  likesOf(blogIds: string[]): Promise<LikeRow[]> {
    if (blogIds.length === 0) return Promise.resolve([]);
    return this.connection.db
      .select(likeColumns)
      .from(blogLikes)
      .where(inArray(blogLikes.blogId, blogIds))
      .orderBy(asc(blogLikes.createdAt), asc(blogLikes.userId));
  }

  /**
   * Likes the post for the user, or takes the like back when there is one; answers
   * the post's likes afterwards, or null when there is no such post. The post's row
   * is locked first, so toggles on one post run one after another: each sees the
   * previous one's result, and a post cannot vanish between the check and the insert.
   */
  toggleLike(blogId: string, userId: string, at: Date): Promise<LikeRow[] | null> {
    return this.connection.db.transaction(async (tx) => {
      const [post] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId)).for('update');
      if (!post) return null;
      // The primary key (blog_id, user_id) keeps a like counted once even without the lock.
      const added = await tx
        .insert(blogLikes)
        .values({ blogId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: blogLikes.userId });
      if (added.length === 0) {
        await tx.delete(blogLikes).where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, userId)));
      }
      return tx
        .select(likeColumns)
        .from(blogLikes)
        .where(eq(blogLikes.blogId, blogId))
        .orderBy(asc(blogLikes.createdAt), asc(blogLikes.userId));
    });
  }

  async count(): Promise<number> {
    const [row] = await this.connection.db.select({ n: count() }).from(blogs);
    return row?.n ?? 0;
  }

  async insertMany(rows: NewBlog[]): Promise<void> {
    if (rows.length > 0) await this.connection.db.insert(blogs).values(rows);
  }
}
