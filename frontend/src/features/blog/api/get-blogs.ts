import type { Blog } from '@umang/common';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/user/blogs: every Wall of Honour post, newest first, as a bare array.
 * The token is passed in, not read from storage, so each post's `likedByMe` is known to
 * answer for the session the caller holds.
 */
export const getBlogs = (token: string | null, signal?: AbortSignal): Promise<Blog[]> =>
  apiRequest<Blog[]>('/api/user/blogs', { token, signal });
