import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startBuiltServer } from './support/built-server.js';
import { STAFF } from './support/staff.js';
import { postVideoStory } from './support/stored-media.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const MP4 = readFileSync(join(FIXTURES, 'tiny.mp4'));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** Two files as an earlier release left them in DATA_DIR/uploads, under random names. */
const OLD_VIDEO = '0123456789abcdef0123456789abcdef.mp4';
const OLD_PHOTO = 'fedcba9876543210fedcba9876543210.webp';
const OLD_BYTES = { [OLD_VIDEO]: MP4, [OLD_PHOTO]: Buffer.from('RIFF\0\0\0\0WEBPVP8 an old photo') };

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('uploads kept in the database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-media-'));
  const uploads = join(dataDir, 'uploads');
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  };
  let server: RunningServer;

  beforeAll(() => {
    mkdirSync(uploads);
    for (const [name, data] of Object.entries(OLD_BYTES)) writeFileSync(join(uploads, name), data);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves the files an earlier release left on disk into the database on first start, once', async () => {
    server = await startBuiltServer(env);
    expect(server.output()).toMatch(/Moved 2 uploaded files/);
    expect(existsSync(join(uploads, OLD_VIDEO))).toBe(false);
    for (const [name, data] of Object.entries(OLD_BYTES)) {
      const res = await fetch(`${server.baseUrl}/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(`"${sha256(data)}"`);
      // Random names were never promised to be immutable: they are cached as before.
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(Buffer.compare(await bytesOf(res), data)).toBe(0);
    }
    await server.stop();

    // A start that stopped after a row committed but before its file was deleted: the file is back.
    writeFileSync(join(uploads, OLD_VIDEO), MP4);
    const sameDatabase: Record<string, string> = process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL }
      : {};
    server = await startBuiltServer({ ...env, ...sameDatabase });
    expect(server.output()).toMatch(/Moved 0 uploaded files/);
    expect(existsSync(join(uploads, OLD_VIDEO))).toBe(false);
    const res = await fetch(`${server.baseUrl}/uploads/${OLD_VIDEO}`);
    expect(Buffer.compare(await bytesOf(res), MP4)).toBe(0);
  });

  it('serves a new upload under its content address with ETag, 304, ranges, 416 and HEAD', async () => {
    const mediaUrl = await postVideoStory(server.baseUrl, STAFF, MP4);
    expect(mediaUrl).toBe(`/uploads/${sha256(MP4)}.mp4`);
    const url = `${server.baseUrl}${mediaUrl}`;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      etag: `"${sha256(MP4)}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': String(MP4.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("object-src 'none'"),
    });
    expect(Buffer.compare(await bytesOf(whole), MP4)).toBe(0);

    const again = await fetch(url, { headers: { 'if-none-match': `"${sha256(MP4)}"` } });
    expect(again.status).toBe(304);
    expect((await bytesOf(again)).length).toBe(0);

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.compare(await bytesOf(part), MP4.subarray(100, 200))).toBe(0);

    const beyond = await fetch(url, { headers: { range: `bytes=${MP4.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${MP4.length}`);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(MP4.length));

    const unknown = await fetch(`${server.baseUrl}/uploads/${'0'.repeat(64)}.mp4`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
  });
});
