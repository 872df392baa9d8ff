import type { BlogResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';
import type { BlogFormValues } from '../blog-rules';

interface SaveBlogInput {
  /** The post being edited; none for a new post. */
  id?: string;
  values: BlogFormValues;
  /** Only sent when chosen: on an edit, no file keeps the current picture or video. */
  media: File | null;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Publishes a new post (POST) or changes one (PUT) as a multipart form, reporting upload progress. */
export function saveBlog({ id, values, media, onProgress, signal }: SaveBlogInput): Promise<BlogResponse> {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('content', values.content.trim());
  form.append('author', values.author.trim());
  if (media) form.append('media', media);
  const path = id ? `/api/admin/blogs/${encodeURIComponent(id)}` : '/api/admin/blogs';
  return staffApi.upload<BlogResponse>(path, form, { method: id ? 'PUT' : 'POST', onProgress, signal });
}
