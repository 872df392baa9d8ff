import type { BlogLikeResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/blogs/:id/like (token): toggles the user's like, answers the post's likes and `likedByMe`. */
export const likeBlog = (id: string): Promise<BlogLikeResponse> =>
  api.post<BlogLikeResponse>(`/api/user/blogs/${encodeURIComponent(id)}/like`);
