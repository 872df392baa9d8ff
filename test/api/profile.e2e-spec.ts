import sharp from 'sharp';
import request from 'supertest';
import { otps } from '../../backend/src/auth/otps.table.js';
import { signUp } from './support/accounts.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { storedMedia } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const FIELDS = {
  name: 'Asha Verma',
  fathername: 'Ramesh Verma',
  mothername: 'Sunita Verma',
  phone: '9123456780',
  address: { line1: 'House 12, Sector 40', line2: 'Gurugram, Haryana 122003' },
  gender: 'Female',
  dob: '1990-03-09',
  bloodGroup: 'B+',
  allergy: 'Peanuts',
  medicalCondition: 'Mild asthma',
};

/** A photo with EXIF data, as a phone would take it. */
const photo = (format: 'png' | 'jpeg', background = { r: 20, g: 120, b: 110 }) => {
  const image = sharp({
    create: { width: 900, height: 600, channels: 3, background },
  }).withExif({ IFD0: { Copyright: 'secret-exif-marker' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('my profile', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let token: string;

  const update = (fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) => {
    const req = request(t.server).post('/api/user/update-profile').set('token', token);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    if (file) void req.attach('image', file.data, { filename: file.name, contentType: file.type });
    return req;
  };
  const profile = async () =>
    (await request(t.server).get('/api/user/get-profile').set('token', token).expect(200)).body.userData;
  const asFields = (values: typeof FIELDS) => ({ ...values, address: JSON.stringify(values.address) });

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url });
    ({ token } = await signUp(t, catcher, 'asha@example.org', 'Asha'));
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('shows exactly the published fields and never the password hash', async () => {
    const data = await profile();
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'address',
        'allergy',
        'bloodGroup',
        'dob',
        'email',
        'fathername',
        'gender',
        'image',
        'language',
        'medicalCondition',
        'mothername',
        'name',
        'phone',
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toMatch(/argon2|password|role|token/i);
  });

  it('saves every field and shows it back', async () => {
    const res = await update(asFields(FIELDS)).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Profile updated' });
    expect(await profile()).toMatchObject({ ...FIELDS, email: 'asha@example.org' });
  });

  it.each([
    ['role', 'staff'],
    ['email', 'other@example.org'],
    ['payment', 'true'],
    ['favouriteColour', 'teal'],
  ])('refuses %s in the body and changes nothing', async (key, value) => {
    const before = await profile();
    await update({ ...asFields(FIELDS), name: 'Changed Name', [key]: value }).expect(400);
    expect(await profile()).toEqual(before);
  });

  it.each([
    ['phone', '12345'],
    ['gender', 'Other'],
    ['dob', '2999-01-01'],
    ['dob', '2023-02-30'],
    ['bloodGroup', 'C+'],
    ['address', 'not json'],
    ['name', '   '],
  ])('refuses %s = %p', async (key, value) => {
    const res = await update({ [key]: value }).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'invalid' });
  });

  it('accepts a PNG named .jpg and stores a re-encoded square WebP without metadata', async () => {
    await update({}, { data: await photo('png'), name: 'me.jpg', type: 'image/jpeg' }).expect(200);
    const { image } = await profile();
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
    const served = await request(t.server).get(image).buffer(true).expect(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes('secret-exif-marker')).toBe(false);
  });

  it('deletes the old photo when a new one replaces it', async () => {
    const { image: old } = await profile();
    const data = await photo('jpeg', { r: 200, g: 90, b: 40 });
    await update({}, { data, name: 'new.jpeg', type: 'image/jpeg' }).expect(200);
    const { image: current } = await profile();
    expect(current).not.toBe(old);
    await request(t.server).get(old).expect(404);
    await request(t.server).get(current).expect(200);
    expect(await storedMedia(t.connection)).not.toContain(old.slice('/uploads/'.length));
  });

  it('refuses a text file named .png and an SVG with 415, and keeps the photo', async () => {
    const { image } = await profile();
    const text = await update(
      {},
      { data: Buffer.from('hello, not an image'), name: 'x.png', type: 'image/png' },
    ).expect(415);
    expect(text.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'unsupported_media_type',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await update({}, { data: svg, name: 'x.svg', type: 'image/svg+xml' }).expect(415);
    expect((await profile()).image).toBe(image);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await update({}, { data: big, name: 'big.jpg', type: 'image/jpeg' }).expect(413);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'too_large' });
  });

  it('needs a token', async () => {
    await request(t.server).get('/api/user/get-profile').expect(401);
    await request(t.server).post('/api/user/update-profile').field('name', 'x').expect(401);
  });

  describe('the language of the account', () => {
    const setLanguage = (language: unknown, as: string | null = token) => {
      const req = request(t.server).put('/api/user/language');
      return (as ? req.set('token', as) : req).send({ language });
    };
    /** The next reset code mailed to the account, asked for from a form shown in Hindi. */
    const resetMail = async () => {
      // As if the last code had been asked for long enough ago to ask for another.
      await t.connection.db.update(otps).set({ createdAt: new Date(Date.now() - 5 * 60_000) });
      const before = catcher.mails.length;
      await request(t.server)
        .post('/api/user/forgot-password')
        .set('accept-language', 'hi')
        .send({ email: 'asha@example.org' })
        .expect(200);
      return catcher.waitForMail((m, i) => i >= before && m.to.includes('asha@example.org'));
    };

    it("is saved, shown in the profile, and writes the account's next mails", async () => {
      expect((await profile()).language).toBe('en');
      const saved = await setLanguage('hi').expect(200);
      expect(saved.body).toEqual({ success: true, message: 'Language saved' });
      expect((await profile()).language).toBe('hi');
      const hindi = await resetMail();
      expect(hindi.subject).toMatch(/का पासवर्ड रीसेट करने के लिए आपका कोड$/);
      expect(hindi.text).toContain('शुभकामनाओं सहित');

      await setLanguage('en').expect(200);
      expect((await profile()).language).toBe('en');
      // The account's language decides, not the form's.
      const english = await resetMail();
      expect(english.subject).toMatch(/^Your password reset code for /);
      expect(english.text).toContain('Warm regards');
    });

    it('refuses a language the site does not speak with 400 and the common error shape', async () => {
      for (const language of ['fr', 'HI', '', null, 1, ['hi']]) {
        const res = await setLanguage(language).expect(400);
        expect(res.body).toEqual({
          success: false,
          message: 'language must be one of en, hi',
          code: 'invalid',
        });
      }
      const extra = await request(t.server)
        .put('/api/user/language')
        .set('token', token)
        .send({ language: 'hi', role: 'admin' })
        .expect(400);
      expect(extra.body.code).toBe('invalid');
      expect((await profile()).language).toBe('en');
    });

    it('needs a token', async () => {
      const res = await setLanguage('hi', null).expect(401);
      expect(res.body).toMatchObject({ success: false, code: expect.any(String) });
    });
  });
});
