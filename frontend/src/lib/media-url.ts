import { env } from '@/config/env';

/**
 * Media paths from the API: `/uploads/...` lives on the API host, so it gets the
 * API prefix when the API is on another origin; `/assets/...` and absolute URLs
 * are used as they are.
 */
export function mediaUrl(path: string): string {
  if (path.startsWith('/uploads/')) return `${env.API_URL}${path}`;
  return path;
}
