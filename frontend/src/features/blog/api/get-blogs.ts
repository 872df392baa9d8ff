import type { Blog } from '@umang/common';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/user/blogs: every Wall of Honour post, newest first, as a bare array.
 * The token is passed in, not read from storage, so each post's `likedByMe` is known to
 * answer for the session the caller holds.
 */
export const getBlogs = (token: string | null, signal?: AbortSignal): Promise<Blog[]> =>
  apiRequest<Blog[]>(token ? SIGNED_IN_BLOGS_PATH : '/api/user/blogs', { token, signal });

/**
 * The /blog page preloads the anonymous list, and the browser hands a preloaded answer
 * to the next request for the same address whatever its headers: a signed-in reader
 * would get `likedByMe: false` on every post. So a signed-in reader asks at an address
 * of its own (the API ignores the query).
 */
export const SIGNED_IN_BLOGS_PATH = '/api/user/blogs?reader=signed-in';
