import type { BlogLikeResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/blogs/:id/like (token): toggles the user's like, answers the new list of likers. */
export const likeBlog = (id: string): Promise<BlogLikeResponse> =>
  api.post<BlogLikeResponse>(`/api/user/blogs/${encodeURIComponent(id)}/like`);
