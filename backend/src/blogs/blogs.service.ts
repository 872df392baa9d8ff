import { Injectable } from '@nestjs/common';
import type { Blog } from '@umang/common';
import { Clock } from '../common/clock.js';
import { NotFoundError, type NotFoundReason } from '../common/errors/domain-error.js';
import { BlogsRepository, type LikeRow, type NewBlog } from './blogs.repository.js';
import { toBlog } from './blog.presenter.js';
import { LikePseudonyms } from './like-pseudonyms.js';

export const BLOG_NOT_FOUND: NotFoundReason = { message: 'Blog not found', code: 'blog_not_found' };

function groupLikes(likes: LikeRow[]): Map<string, string[]> {
  const byBlog = new Map<string, string[]>();
  for (const { blogId, userId } of likes) byBlog.set(blogId, [...(byBlog.get(blogId) ?? []), userId]);
  return byBlog;
}

/** A post's likes as the public sees them, for the reader `viewerId` (null: anonymous). */
export interface PublicLikes {
  /** One pseudonym per like, oldest first: never an account id. */
  likes: string[];
  likedByMe: boolean;
}

/** The Wall of Honour as patients and visitors see it. */
@Injectable()
export class BlogsService {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly pseudonyms: LikePseudonyms,
    private readonly clock: Clock,
  ) {}

  /** Every post, newest first, with its likes (read for all posts in one query). */
  async list(viewerId: string | null = null): Promise<Blog[]> {
    const rows = await this.blogs.findAll();
    const likes = groupLikes(await this.blogs.likesOf(rows.map((row) => row.id)));
    return rows.map((row) => toBlog(row, this.publicLikes(row.id, likes.get(row.id) ?? [], viewerId)));
  }

  async get(id: string, viewerId: string | null = null): Promise<Blog> {
    const row = await this.blogs.findById(id);
    if (!row) throw NotFoundError.of(BLOG_NOT_FOUND);
    const likes = await this.blogs.likesOf([id]);
    return toBlog(
      row,
      this.publicLikes(
        id,
        likes.map((like) => like.userId),
        viewerId,
      ),
    );
  }

  /** Likes the post for the user, or takes the like back; answers the post's likes afterwards. */
  async toggleLike(id: string, userId: string): Promise<PublicLikes> {
    const likes = await this.blogs.toggleLike(id, userId, this.clock.now());
    if (!likes) throw NotFoundError.of(BLOG_NOT_FOUND);
    return this.publicLikes(
      id,
      likes.map((like) => like.userId),
      userId,
    );
  }

  /** The account ids of a post's likers become pseudonyms; only the reader learns whether one is theirs. */
  private publicLikes(blogId: string, userIds: string[], viewerId: string | null): PublicLikes {
    return {
      likes: userIds.map((userId) => this.pseudonyms.of(blogId, userId)),
      likedByMe: viewerId !== null && userIds.includes(viewerId),
    };
  }

  /** Adds the given posts only when there are none yet; answers how many were added. */
  async seedIfEmpty(posts: NewBlog[]): Promise<number> {
    if ((await this.blogs.count()) > 0) return 0;
    await this.blogs.insertMany(posts);
    return posts.length;
  }
}
