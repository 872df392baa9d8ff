import type { ApiResult } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** Removes a post and its uploaded file; answers the server's message. */
export async function deleteBlog(id: string): Promise<string> {
  const answer = await staffApi.delete<ApiResult>(`/api/admin/blogs/${encodeURIComponent(id)}`);
  return answer.message ?? 'Post deleted';
}
