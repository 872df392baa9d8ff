import type { Blog } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/user/blogs: every Wall of Honour post, newest first, as a bare array (spec §7). */
export const getBlogs = (signal?: AbortSignal): Promise<Blog[]> => api.get<Blog[]>('/api/user/blogs', signal);
