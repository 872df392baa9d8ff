import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Blog } from '@umang/common';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { blogLikes } from '../../backend/src/blogs/blogs.table.js';
import { signUp } from './support/accounts.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_DIR = fileURLToPath(new URL('../../frontend/public', import.meta.url));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BLOG_KEYS = [
  '_id',
  'author',
  'content',
  'createdAt',
  'likedByMe',
  'likes',
  'mediaType',
  'mediaUrl',
  'title',
];
/** A like's public pseudonym: 16 bytes in base64url. */
const PSEUDONYM = /^[\w-]{22}$/;

describe('Wall of Honour: list, detail and likes', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let blogs: Blog[];
  let asha: { token: string; id: string };
  let ravi: { token: string; id: string };

  const idOf = async (token: string): Promise<string> =>
    (await request(t.server).get('/api/user/get-profile').set('token', token).expect(200)).body.userData._id;
  const like = (id: string, token: string) =>
    request(t.server).post(`/api/user/blogs/${id}/like`).set('token', token);
  const likeRows = async (id: string): Promise<number> => {
    const [row] = await t.connection.db
      .select({ n: count() })
      .from(blogLikes)
      .where(eq(blogLikes.blogId, id));
    return row!.n;
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url, SEED_DEMO: 'true' });
    blogs = (await request(t.server).get('/api/user/blogs').expect(200)).body;
    const first = await signUp(t, catcher, 'asha@example.org');
    asha = { token: first.token, id: await idOf(first.token) };
    const second = await signUp(t, catcher, 'ravi@example.org', 'Ravi Kumar');
    ravi = { token: second.token, id: await idOf(second.token) };
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('lists the seeded posts directly as an array, newest first, in the exact shape', () => {
    expect(Array.isArray(blogs)).toBe(true);
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    for (const blog of blogs) {
      expect(Object.keys(blog).sort()).toEqual(BLOG_KEYS);
      expect(blog).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: expect.any(String),
        content: expect.any(String),
        author: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        mediaUrl: expect.stringMatching(/^\/assets\/wall\/[a-z-]+\.(svg|webm)$/),
        mediaType: expect.stringMatching(/^(image|video)$/),
        likes: [],
        likedByMe: false,
      });
    }
    const times = blogs.map((blog) => Date.parse(blog.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('seeds both images and a video, each backed by a file in the product', () => {
    expect(new Set(blogs.map((blog) => blog.mediaType))).toEqual(new Set(['image', 'video']));
    for (const blog of blogs) {
      expect(existsSync(`${PUBLIC_DIR}${blog.mediaUrl}`)).toBe(true);
      expect(blog.mediaType).toBe(blog.mediaUrl.endsWith('.svg') ? 'image' : 'video');
    }
  });

  it('answers one post as { success, blog }', async () => {
    const res = await request(t.server).get(`/api/user/blogs/${blogs[0]!._id}`).expect(200);
    expect(res.body).toEqual({ success: true, blog: blogs[0] });
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 Blog not found for %s', async (_name, id) => {
    const res = await request(t.server)
      .get(`/api/user/blogs/${encodeURIComponent(id)}`)
      .expect(404);
    expect(res.body).toEqual({ success: false, message: 'Blog not found', code: 'blog_not_found' });
  });

  it('toggles a like on and off, and the list and detail show it under one pseudonym', async () => {
    const id = blogs[1]!._id;
    const liked = (await like(id, asha.token).expect(200)).body;
    expect(liked).toEqual({ success: true, likes: [expect.stringMatching(PSEUDONYM)], likedByMe: true });
    expect(liked.likes).not.toContain(asha.id);
    const listed = (await request(t.server).get('/api/user/blogs').set('token', asha.token).expect(200))
      .body as Blog[];
    expect(listed.find((blog) => blog._id === id)).toMatchObject({ likes: liked.likes, likedByMe: true });
    const read = (await request(t.server).get(`/api/user/blogs/${id}`).set('token', asha.token)).body.blog;
    expect(read).toMatchObject({ likes: liked.likes, likedByMe: true });
    expect((await like(id, asha.token).expect(200)).body).toEqual({
      success: true,
      likes: [],
      likedByMe: false,
    });
    expect(await likeRows(id)).toBe(0);
  });

  it('counts likes by two patients as two, each with their own pseudonym', async () => {
    const id = blogs[2]!._id;
    const first = (await like(id, asha.token).expect(200)).body.likes as string[];
    const res = await like(id, ravi.token).expect(200);
    expect(res.body.likes).toHaveLength(2);
    expect(res.body.likes[0]).toBe(first[0]);
    expect(new Set(res.body.likes).size).toBe(2);
    expect(res.body.likes).not.toEqual(expect.arrayContaining([asha.id]));
    expect(res.body.likes).not.toEqual(expect.arrayContaining([ravi.id]));
    expect(await likeRows(id)).toBe(2);
  });

  it('counts ten parallel likes by one patient at most once', async () => {
    const id = blogs[3]!._id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(id, asha.token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const { likes } = (await request(t.server).get(`/api/user/blogs/${id}`).expect(200)).body.blog;
    expect(likes.length).toBeLessThanOrEqual(1);
    expect(likes.every((entry: string) => PSEUDONYM.test(entry))).toBe(true);
    expect(await likeRows(id)).toBe(likes.length);
  });

  it('refuses a like without a token with 401', async () => {
    const res = await request(t.server).post(`/api/user/blogs/${blogs[0]!._id}/like`).expect(401);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'login_required' });
  });

  it.each([UNKNOWN_ID, 'nope'])('answers 404 to a like of post %s', async (id) => {
    const res = await like(id, asha.token).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Blog not found', code: 'blog_not_found' });
  });
});
