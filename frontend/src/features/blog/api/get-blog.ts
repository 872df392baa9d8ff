import type { BlogResponse } from '@umang/common';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/user/blogs/:id: one post; 404 for an unknown id. The token is passed
 * in so the post's `likedByMe` answers for the session the caller holds.
 */
export const getBlog = (id: string, token: string | null, signal?: AbortSignal): Promise<BlogResponse> =>
  apiRequest<BlogResponse>(`/api/user/blogs/${encodeURIComponent(id)}`, { token, signal });
