import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import type { Blog } from '@umang/common';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { blogs as blogsTable } from '../../backend/src/blogs/blogs.table.js';
import { enquiries } from '../../backend/src/contact/enquiries.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { signUp } from './support/accounts.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { storedMedia, storedBytes } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF } from './support/staff.js';

const CENTRE_EMAIL = 'frontdesk@umang.example';
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const MP4 = readFileSync(join(FIXTURES, 'tiny.mp4'));
const WEBM = readFileSync(join(FIXTURES, 'tiny.webm'));
/** A 2×2 PNG (made with sharp). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8' +
    '000003e801b57b526b00000012494441540899633811a571224a830142010026a60529f4e6aead0000000049454e44ae426082',
  'hex',
);
/** The fixture's `ftyp` box: a valid MP4 header on its own. */
const FTYP = MP4.subarray(0, MP4.readUInt32BE(0));

/** Every character that starts a new line in some mail client, log viewer or text editor. */
const LINE_BREAKS: [string, string][] = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['NEL (U+0085)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
  ['paragraph separator (U+2029)', '\u2029'],
];

const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.org',
  subject: 'Speech therapy for my son',
  phone: '9876543210',
  message: 'My son is four.\nWhich days can we come?',
  ...overrides,
});

describe('attacks on small corners: mail lines, like lists, token lifetimes, fake videos', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let staff: string;
  let asha: { token: string; id: string };
  let ravi: { token: string; id: string };
  let posts: Blog[];

  const idOf = async (token: string): Promise<string> =>
    (await request(t.server).get('/api/user/get-profile').set('token', token).expect(200)).body.userData._id;
  const like = (id: string, token: string) =>
    request(t.server).post(`/api/user/blogs/${id}/like`).set('token', token).expect(200);
  const readList = (token?: string) => {
    const req = request(t.server).get('/api/user/blogs');
    return (token === undefined ? req : req.set('token', token)).expect(200);
  };
  const readPost = (id: string, token?: string) => {
    const req = request(t.server).get(`/api/user/blogs/${id}`);
    return (token === undefined ? req : req.set('token', token)).expect(200);
  };
  const rows = async (table: typeof enquiries | typeof mailOutbox | typeof blogsTable) =>
    (await t.connection.db.select({ n: count() }).from(table))[0]!.n;
  const uploads = () => storedMedia(t.connection);
  const sendEnquiry = (body: object) => {
    // Every attempt in a fresh rate-limit minute: the limit is not what is tested here.
    clock.advance(61_000);
    return request(t.server).post('/api/user/econtact').send(body);
  };
  const newPost = (media: Buffer, name: string, type: string) =>
    request(t.server)
      .post('/api/admin/blogs')
      .set('token', staff)
      .field('title', 'Sports day')
      .field('content', 'Everyone finished.')
      .attach('media', media, { filename: name, contentType: type });

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      {
        SMTP_URL: catcher.url,
        CENTRE_EMAIL,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
      { clock },
    );
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    const first = await signUp(t, catcher, 'asha@example.org');
    asha = { token: first.token, id: await idOf(first.token) };
    const second = await signUp(t, catcher, 'ravi@example.org', 'Ravi Kumar');
    ravi = { token: second.token, id: await idOf(second.token) };
    posts = (await readList()).body;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  describe('line breaks in single-line fields', () => {
    it.each(['name', 'email', 'subject', 'phone'])(
      'refuses every kind of line break in the contact form %s, naming the field, and sends nothing',
      async (field) => {
        const before = { enquiries: await rows(enquiries), mails: await rows(mailOutbox) };
        for (const [kind, lineBreak] of LINE_BREAKS) {
          const value = `${enquiry()[field as keyof ReturnType<typeof enquiry>]}${lineBreak}Bcc: victim@example.org`;
          const res = await sendEnquiry(enquiry({ [field]: value }));
          expect([kind, res.status]).toEqual([kind, 400]);
          expect(res.body.success).toBe(false);
          expect(res.body.message).toContain(`${field} must be on a single line, without line breaks`);
        }
        expect({ enquiries: await rows(enquiries), mails: await rows(mailOutbox) }).toEqual(before);
      },
    );

    it('keeps the line breaks of the message, and the mail to the centre has no forged line', async () => {
      const before = catcher.mails.length;
      const message = 'First line\r\nBcc: victim@example.org\nThird line';
      await sendEnquiry(enquiry({ subject: 'Forms', message })).expect(200);
      const mail = await catcher.waitForMail((m, i) => i >= before && m.subject.includes('Forms'));
      expect(mail.to).toEqual([CENTRE_EMAIL]);
      expect(mail.subject).toBe('Website enquiry: Forms');
      expect(mail.text).toContain('> First line\n> Bcc: victim@example.org\n> Third line');
      expect(mail.text).not.toMatch(/^Bcc:/m);
    });

    it.each(LINE_BREAKS)(
      'refuses a %s in the profile name, father and mother names and address',
      async (_k, br) => {
        for (const [field, value] of [
          ['name', `Asha${br}Verma`],
          ['fathername', `Raj${br}Verma`],
          ['mothername', `Sita${br}Verma`],
        ]) {
          const res = await request(t.server)
            .post('/api/user/update-profile')
            .set('token', asha.token)
            .field(field!, value!)
            .expect(400);
          expect(res.body.message).toContain(`${field} must be on a single line`);
        }
        await request(t.server)
          .post('/api/user/update-profile')
          .set('token', asha.token)
          .field('address', JSON.stringify({ line1: `Plot 17${br}Bcc: x@example.org`, line2: '' }))
          .expect(400);
        const [row] = await t.connection.db.select().from(users).where(eq(users.id, asha.id));
        expect(row!.name).toBe('Asha Verma');
      },
    );

    it.each(LINE_BREAKS)('refuses a %s in a payment proof name and a doctor name', async (_k, br) => {
      const proof = await request(t.server)
        .post('/api/user/confirm-payment')
        .set('token', asha.token)
        .send({
          appointmentId: '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f',
          name: `Asha${br}Verma`,
          transactionId: '412345678901',
        })
        .expect(400);
      expect(proof.body.message).toContain('name must be on a single line');
      const doctor = await request(t.server)
        .post('/api/admin/doctors')
        .set('token', staff)
        .field('name', `Dr. Meera${br}Nair`)
        .field('speciality', 'Psychologist')
        .field('degree', 'MA')
        .field('experience', '6')
        .field('about', 'Works with children.')
        .field('fees', '700')
        .field('address', JSON.stringify({ line1: 'Plot 17', line2: 'Gurugram' }))
        .expect(400);
      expect(doctor.body.message).toContain('name must be on a single line');
    });
  });

  describe('the public likes list', () => {
    it('never holds an account id, and each like keeps one pseudonym per post', async () => {
      const [first, second, third] = posts.map((post) => post._id);
      await like(first!, asha.token);
      await like(first!, ravi.token);
      await like(second!, asha.token);
      await like(third!, ravi.token);
      const accountIds = (await t.connection.db.select({ id: users.id }).from(users)).map((u) => u.id);
      expect(accountIds).toEqual(expect.arrayContaining([asha.id, ravi.id]));

      const lists = [
        (await readList()).body as Blog[],
        (await readList(asha.token)).body as Blog[],
        await Promise.all(posts.map(async (post) => (await readPost(post._id)).body.blog as Blog)),
      ];
      for (const list of lists) {
        const shown = JSON.stringify(list.map((post) => post.likes));
        for (const id of accountIds) {
          expect(shown).not.toContain(id);
          expect(shown).not.toContain(id.replaceAll('-', ''));
        }
        const byId = new Map(list.map((post) => [post._id, post.likes]));
        expect([first, second, third].map((id) => byId.get(id!)!.length)).toEqual([2, 1, 1]);
      }
      // Asha is the first liker of the first and second posts: her two pseudonyms differ.
      const [list] = lists;
      const likesOf = (id: string) => list!.find((post) => post._id === id)!.likes;
      expect(likesOf(first!)[0]).not.toBe(likesOf(second!)[0]);
      expect(likesOf(first!)[1]).not.toBe(likesOf(third!)[0]);
      // Read again (and by someone else), the same like keeps its pseudonym.
      expect((await readList(ravi.token)).body.map((post: Blog) => post.likes)).toEqual(
        list!.map((post) => post.likes),
      );
    });

    it('says likedByMe to the liker only: not to another patient, an anonymous or a badly signed reader', async () => {
      const [, second] = posts.map((post) => post._id);
      const likedBy = async (token?: string) => {
        const listed = ((await readList(token)).body as Blog[]).find((post) => post._id === second)!;
        const read = (await readPost(second!, token)).body.blog as Blog;
        expect(read.likedByMe).toBe(listed.likedByMe);
        return listed.likedByMe;
      };
      expect(await likedBy(asha.token)).toBe(true);
      expect(await likedBy(ravi.token)).toBe(false);
      expect(await likedBy(staff)).toBe(false);
      expect(await likedBy()).toBe(false);
      // A broken or expired token on a public read is simply an anonymous reader.
      expect(await likedBy('not-a-token')).toBe(false);
      expect(await likedBy(`${asha.token.slice(0, -4)}AAAA`)).toBe(false);
    });

    it("answers the like toggle with the post's pseudonyms and likedByMe, never the caller's id", async () => {
      const id = posts[4]!._id;
      const on = (await like(id, ravi.token)).body;
      expect(on).toEqual({ success: true, likes: [expect.any(String)], likedByMe: true });
      expect(on.likes[0]).not.toBe(ravi.id);
      const both = (await like(id, asha.token)).body;
      expect(both.likes).toEqual([on.likes[0], expect.any(String)]);
      expect(both.likedByMe).toBe(true);
      expect((await like(id, ravi.token)).body).toEqual({
        success: true,
        likes: [both.likes[1]],
        likedByMe: false,
      });
    });
  });

  describe('token lifetimes', () => {
    const claims = async (id: string) => {
      const [row] = await t.connection.db.select().from(users).where(eq(users.id, id));
      return { sub: id, role: row!.role, ver: row!.tokenVersion };
    };
    const profile = (token: string) => request(t.server).get('/api/user/get-profile').set('token', token);
    const now = () => Math.floor(clock.now().getTime() / 1000);

    it('refuses a token signed with the real secret when it has no exp, or no iat', async () => {
      const jwt = t.app.get(JwtService);
      const user = await claims(asha.id);
      // The same claims with a lifetime pass, so a refusal below is for the missing claim only.
      await profile(jwt.sign({ ...user, iat: now() }, { expiresIn: 3600 })).expect(200);
      for (const token of [
        jwt.sign(user, { noTimestamp: true }),
        jwt.sign({ ...user, iat: now() }),
        jwt.sign({ ...user, exp: now() + 3600 }, { noTimestamp: true }),
      ]) {
        const res = await profile(token).expect(401);
        expect(res.body).toEqual({
          success: false,
          message: 'Your session has ended. Please log in again.',
          code: 'session_ended',
        });
      }
    });

    it('refuses a token that expired long ago, and an unsigned (alg none) one', async () => {
      const jwt = t.app.get(JwtService);
      const user = await claims(asha.id);
      const long = 365 * 24 * 3600;
      await profile(jwt.sign({ ...user, iat: now() - 2 * long, exp: now() - long })).expect(401);
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...user, iat: now(), exp: now() + 3600 })}.`;
      await profile(unsigned).expect(401);
    });
  });

  describe('videos are read whole, not by their first bytes', () => {
    const truncatedMoov = MP4.subarray(0, FTYP.length + 200);
    it.each([
      ['a valid ftyp header followed by garbage', Buffer.concat([FTYP, Buffer.alloc(4000, 0x41)]), 'a.mp4'],
      ['a valid ftyp header followed by zeros', Buffer.concat([FTYP, Buffer.alloc(4000)]), 'a.mp4'],
      ['an ftyp header alone', FTYP, 'a.mp4'],
      ['an MP4 cut short by one byte', MP4.subarray(0, MP4.length - 1), 'a.mp4'],
      ['an MP4 cut inside its movie box', truncatedMoov, 'a.mp4'],
      ['a WebM cut inside its header', WEBM.subarray(0, 300), 'a.webm'],
      [
        'a WebM header followed by garbage',
        Buffer.concat([WEBM.subarray(0, 40), Buffer.alloc(4000, 0x41)]),
        'a.webm',
      ],
      ['an MP4 header on a WebM body', Buffer.concat([FTYP, WEBM]), 'a.mp4'],
      ['a WebM header on an MP4 body', Buffer.concat([WEBM.subarray(0, 40), MP4]), 'a.webm'],
      ['a PNG behind an MP4 header', Buffer.concat([FTYP, PNG]), 'a.mp4'],
      [
        'a QuickTime movie header',
        Buffer.concat([
          Buffer.from('0000001466747970717420202005030071742020', 'hex'),
          MP4.subarray(FTYP.length),
        ]),
        'a.mov',
      ],
    ])('refuses %s with 415 and stores nothing', async (_name, data, filename) => {
      const before = { files: await uploads(), posts: await rows(blogsTable) };
      const res = await newPost(data, filename, 'video/mp4').expect(415);
      expect(res.body).toEqual({
        success: false,
        message: 'Please upload a JPEG, PNG or WebP image, or an MP4 or WebM video',
        code: 'unsupported_media_type',
      });
      expect({ files: await uploads(), posts: await rows(blogsTable) }).toEqual(before);
    });

    it('takes image bytes named clip.mp4 for the image they are: re-encoded, never kept as a video', async () => {
      const res = await newPost(PNG, 'clip.mp4', 'video/mp4').expect(201);
      expect(res.body.blog).toMatchObject({ mediaType: 'image', mediaUrl: expect.stringMatching(/\.webp$/) });
      expect((await uploads()).filter((file) => /\.(mp4|webm)$/.test(file))).toEqual([]);
    });

    it.each([
      ['MP4', MP4, 'mp4'],
      ['WebM', WEBM, 'webm'],
    ])('accepts a real %s video and stores it as sent', async (_name, data, extension) => {
      const res = await newPost(data, `clip.${extension}`, 'application/octet-stream').expect(201);
      expect(res.body.blog).toMatchObject({ mediaType: 'video' });
      const file = res.body.blog.mediaUrl.slice('/uploads/'.length);
      expect(file).toMatch(new RegExp(`^[a-f0-9]{64}\\.${extension}$`));
      expect(Buffer.compare((await storedBytes(t.connection, res.body.blog.mediaUrl))!, data)).toBe(0);
    });
  });
});
