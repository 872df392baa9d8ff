import { asc, eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../../../backend/src/database/database.js';
import { media, mediaChunks } from '../../../backend/src/storage/media.table.js';

/** The names of every uploaded file the database keeps, sorted. */
export async function storedMedia(connection: DatabaseConnection): Promise<string[]> {
  const rows = await connection.db.select({ name: media.name }).from(media).orderBy(asc(media.name));
  return rows.map((row) => row.name);
}

/** The bytes the database keeps for the upload at `url` (`/uploads/<name>`), or null. */
export async function storedBytes(connection: DatabaseConnection, url: string): Promise<Buffer | null> {
  const name = url.slice('/uploads/'.length);
  const [file] = await connection.db.select({ id: media.id }).from(media).where(eq(media.name, name));
  if (!file) return null;
  const chunks = await connection.db
    .select({ data: mediaChunks.data })
    .from(mediaChunks)
    .where(eq(mediaChunks.mediaId, file.id))
    .orderBy(asc(mediaChunks.seq));
  return Buffer.concat(chunks.map((chunk) => chunk.data));
}

/**
 * Staff log in at `baseUrl` and post a Wall of Honour story with `video` as its
 * media, as the console does; answers the stored file's URL (`/uploads/<name>`).
 */
export async function postVideoStory(
  baseUrl: string,
  staff: { email: string; password: string },
  video: Buffer,
): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.set('title', 'Sports day');
  form.set('content', 'Everyone finished.');
  form.set('media', new Blob([video]), 'clip.mp4');
  const created = await fetch(`${baseUrl}/api/admin/blogs`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  if (created.status !== 201) throw new Error(`posting the story answered ${created.status}`);
  return ((await created.json()) as { blog: { mediaUrl: string } }).blog.mediaUrl;
}
