import type { BlogResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/user/blogs/:id: one post; 404 for an unknown id (spec §7). */
export const getBlog = (id: string, signal?: AbortSignal): Promise<BlogResponse> =>
  api.get<BlogResponse>(`/api/user/blogs/${encodeURIComponent(id)}`, signal);
