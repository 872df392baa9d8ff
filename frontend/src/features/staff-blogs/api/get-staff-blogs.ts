import type { Blog, StaffBlogsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** Every Wall of Honour post, newest first (sorted here too, so the order never depends on the server). */
export async function getStaffBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const { blogs } = await staffApi.get<StaffBlogsResponse>('/api/admin/blogs', signal);
  return [...blogs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
