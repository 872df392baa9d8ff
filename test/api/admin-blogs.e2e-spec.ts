import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Blog } from '@umang/common';
import sharp from 'sharp';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { storedMedia } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF } from './support/staff.js';

const FIELDS = {
  title: 'Riya said Amma',
  content: 'After eight months of speech therapy…',
  author: 'Umang team',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const MP4 = readFileSync(join(FIXTURES, 'tiny.mp4'));
const WEBM = readFileSync(join(FIXTURES, 'tiny.webm'));

type Upload = { data: Buffer; name: string; type?: string };
const photo = async (): Promise<Upload> => ({
  name: 'photo.png',
  data: await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c85a28' } })
    .png()
    .toBuffer(),
});
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const uploadName = (url: string) => /^\/uploads\/([a-f0-9]{64}\.(webp|mp4|webm))$/.exec(url)![1]!;

describe('staff: Wall of Honour', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let staff: string;
  let patient: string;
  let blog: Blog;

  const asStaff = (req: request.Test) => req.set('token', staff);
  const multipart = (req: request.Test, fields: Record<string, string>, file?: Upload) => {
    for (const [name, value] of Object.entries(fields)) void req.field(name, value);
    const sent = asStaff(req);
    return file ? sent.attach('media', file.data, { filename: file.name, contentType: file.type }) : sent;
  };
  const create = (fields: Record<string, string>, file?: Upload) =>
    multipart(request(t.server).post('/api/admin/blogs'), fields, file);
  const edit = (id: string, fields: Record<string, string>, file?: Upload) =>
    multipart(request(t.server).put(`/api/admin/blogs/${id}`), fields, file);
  const uploads = () => storedMedia(t.connection);
  const publicList = async (): Promise<Blog[]> => (await request(t.server).get('/api/user/blogs')).body;
  const audit = async (action: string) =>
    (await asStaff(request(t.server).get('/api/admin/audit')).query({ action }).expect(200)).body;

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    });
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    patient = (await signUp(t, catcher, 'asha@example.org')).token;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('creates a post with an image, re-encoded to WebP within 1600 px and not cropped', async () => {
    const res = await create(FIELDS, await photo()).expect(201);
    blog = res.body.blog;
    expect(res.body).toEqual({
      success: true,
      blog: {
        ...FIELDS,
        _id: expect.any(String),
        createdAt: expect.any(String),
        mediaUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.webp$/),
        mediaType: 'image',
        likes: [],
        likedByMe: false,
      },
    });
    expect(await publicList()).toEqual([blog]);
    expect((await asStaff(request(t.server).get('/api/admin/blogs')).expect(200)).body).toEqual({
      success: true,
      blogs: [blog],
    });
    const served = await request(t.server).get(blog.mediaUrl).buffer(true).parse(binary).expect(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 800, undefined]);
  });

  it('creates a post with an MP4 video stored as sent', async () => {
    const res = await create(
      { title: 'Sports day', content: 'Everyone finished.' },
      {
        data: MP4,
        name: 'clip.mov',
        type: 'application/octet-stream',
      },
    ).expect(201);
    expect(res.body.blog).toMatchObject({ author: '', mediaType: 'video' });
    expect(res.body.blog.mediaUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.mp4$/);
    const served = await request(t.server).get(res.body.blog.mediaUrl).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(served.body as Buffer, MP4)).toBe(0);
    expect((await publicList())[0]!._id).toBe(res.body.blog._id);
  });

  it('answers a range request on an uploaded video with 206 and the right bytes', async () => {
    const video = (await publicList()).find((b) => b.mediaType === 'video')!;
    const res = await request(t.server)
      .get(video.mediaUrl)
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${MP4.length}`);
    expect(Buffer.compare(res.body as Buffer, MP4.subarray(0, 100))).toBe(0);
  });

  it('edits only the fields sent, and replacing the media deletes the old file', async () => {
    let res = await edit(blog._id, { title: 'Riya said "Amma" twice' }).expect(200);
    expect(res.body).toEqual({ success: true, blog: { ...blog, title: 'Riya said "Amma" twice' } });
    const oldFile = uploadName(blog.mediaUrl);
    res = await edit(blog._id, {}, { data: WEBM, name: 'x.webm', type: 'video/webm' }).expect(200);
    expect(res.body.blog).toMatchObject({ mediaType: 'video', title: 'Riya said "Amma" twice' });
    expect(res.body.blog.mediaUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.webm$/);
    expect(await uploads()).not.toContain(oldFile);
    expect(await uploads()).toContain(uploadName(res.body.blog.mediaUrl));
    blog = res.body.blog;
    res = await edit(blog._id, { author: '' }, await photo()).expect(200);
    expect(res.body.blog).toMatchObject({ author: '', mediaType: 'image' });
    expect(await uploads()).not.toContain(uploadName(blog.mediaUrl));
    blog = res.body.blog;
  });

  it.each([
    [
      'a text file posing as an MP4',
      { data: Buffer.from('not a video, honestly'), name: 'a.mp4', type: 'video/mp4' },
    ],
    [
      'an SVG',
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'a GIF',
      {
        data: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
        name: 'a.gif',
      },
    ],
    ['a PDF', { data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), name: 'a.pdf' }],
  ])('refuses %s with 415 and stores nothing', async (_name, file) => {
    const before = await uploads();
    const res = await create(FIELDS, file).expect(415);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/MP4 or WebM/),
      code: 'unsupported_media_type',
    });
    await edit(blog._id, {}, file).expect(415);
    expect(await uploads()).toEqual(before);
    expect((await publicList()).find((b) => b._id === blog._id)).toEqual(blog);
  });

  it('refuses media over 50 MB with 413', async () => {
    const big = { data: Buffer.concat([MP4, Buffer.alloc(50 * 1024 * 1024)]), name: 'big.mp4' };
    const res = await create(FIELDS, big).expect(413);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'too_large' });
    expect(await publicList()).toHaveLength(2);
  });

  it.each([
    ['no media', {}, false],
    ['an empty title', { title: '' }, true],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, true],
    ['content over 20000 characters', { content: 'x'.repeat(20_001) }, true],
    ['an author over 100 characters', { author: 'x'.repeat(101) }, true],
    ['an unknown field', { likes: 'x' }, true],
  ])('refuses a new post with %s with 400', async (_name, change, withMedia) => {
    const before = await uploads();
    const res = await create({ ...FIELDS, ...change }, withMedia ? await photo() : undefined).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: expect.any(String) });
    expect(await uploads()).toEqual(before);
  });

  it('answers 400 to an empty edit and 404 to unknown or malformed ids', async () => {
    await edit(blog._id, {}).expect(400);
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await edit(id, { title: 'x' }).expect(404)).body.message).toBe('Blog not found');
      await asStaff(request(t.server).delete(`/api/admin/blogs/${id}`)).expect(404);
    }
  });

  it('deletes a post with its uploaded file', async () => {
    const res = await asStaff(request(t.server).delete(`/api/admin/blogs/${blog._id}`)).expect(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect(await uploads()).not.toContain(uploadName(blog.mediaUrl));
    await request(t.server).get(`/api/user/blogs/${blog._id}`).expect(404);
  });

  it('writes an audit entry for every change', async () => {
    expect((await audit('blog.create')).entries).toHaveLength(2);
    expect((await audit('blog.update')).entries).toHaveLength(3);
    const [deleted] = (await audit('blog.delete')).entries;
    expect(deleted).toMatchObject({ action: 'blog.delete', targetType: 'blog', targetId: blog._id });
  });

  it('refuses every staff blog route to a patient with 403 and to no token with 401', async () => {
    const routes = [
      request(t.server).get('/api/admin/blogs'),
      request(t.server).post('/api/admin/blogs'),
      request(t.server).put(`/api/admin/blogs/${UNKNOWN_ID}`),
      request(t.server).delete(`/api/admin/blogs/${UNKNOWN_ID}`),
    ];
    for (const route of routes) await route.set('token', patient).expect(403);
    await request(t.server).get('/api/admin/blogs').expect(401);
    await request(t.server).post('/api/admin/blogs').expect(401);
    await request(t.server).put(`/api/admin/blogs/${UNKNOWN_ID}`).expect(401);
    await request(t.server).delete(`/api/admin/blogs/${UNKNOWN_ID}`).expect(401);
  });
});
