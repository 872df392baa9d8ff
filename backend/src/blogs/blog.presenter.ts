import type { Blog } from '@umang/common';
import type { BlogRow } from './blogs.repository.js';
import type { PublicLikes } from './blogs.service.js';

/** The public shape: exactly the published fields (common/src/api-types.ts), nothing private. */
export function toBlog(row: BlogRow, { likes, likedByMe }: PublicLikes): Blog {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    mediaUrl: row.mediaUrl,
    mediaType: row.mediaType,
    likes,
    likedByMe,
  };
}
