import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startBuiltServer } from '../support/built-server.js';
import { STAFF } from '../support/staff.js';
import { postVideoStory } from '../support/stored-media.js';

const MP4 = readFileSync(join(fileURLToPath(new URL('../../fixtures/', import.meta.url)), 'tiny.mp4'));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('two instances on one PostgreSQL database share uploads', () => {
  const staffEnv = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    first = await startBuiltServer(staffEnv);
    // The same database, not emptied again: the second instance joins the first.
    second = await startBuiltServer({ ...staffEnv, DATABASE_URL: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('serves through the second instance a video uploaded through the first, whole and in ranges', async () => {
    const mediaUrl = await postVideoStory(first.baseUrl, STAFF, MP4);
    const etag = `"${createHash('sha256').update(MP4).digest('hex')}"`;

    const whole = await fetch(`${second.baseUrl}${mediaUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('etag')).toBe(etag);
    expect(Buffer.compare(await bytesOf(whole), MP4)).toBe(0);

    const part = await fetch(`${second.baseUrl}${mediaUrl}`, { headers: { range: 'bytes=-64' } });
    expect(part.status).toBe(206);
    expect(Buffer.compare(await bytesOf(part), MP4.subarray(MP4.length - 64))).toBe(0);

    const cached = await fetch(`${first.baseUrl}${mediaUrl}`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });
});
