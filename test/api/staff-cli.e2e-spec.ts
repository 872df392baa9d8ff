import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { users } from '../../backend/src/users/users.table.js';
import { assertBuilt, type Finished, ROOT, runToEnd } from './support/built-server.js';
import { resetPostgres } from './support/reset-postgres.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The built command, as `npm run staff:create` runs it; `npm test` builds the backend first.
const CLI = join(ROOT, 'backend/dist/cli/create-staff.js');
const SOURCES = join(ROOT, 'backend/src/cli');
const SLOW = 60_000;

const PRIYA = { email: 'priya.rao@umang.example', password: 'kite-river-monsoon-42' };
const PATIENT = 'asha@example.org';

describe('npm run staff:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-cli-'));
  // With DATABASE_URL the command and the app share that PostgreSQL database; otherwise PGlite in dataDir.
  const databaseUrl = process.env.DATABASE_URL;
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  /** Runs a command on the command's database, with `stdin` piped in (nothing, and closed, when null). */
  const run = (command: string, args: string[], stdin: string | null, extra = {}): Promise<Finished> =>
    runToEnd(command, args, { ...env, ...extra }, stdin);
  const cli = (args: string[], stdin: string | null = null, extra = {}) =>
    run(process.execPath, [CLI, ...args], stdin, extra);

  /** Starts the app on the command's database, without emptying it first. */
  const withApp = async (work: (t: TestApp) => Promise<void>, extra = {}) => {
    const t = await startTestApp({ ...env, LOG_LEVEL: 'silent', ...extra });
    try {
      await work(t);
    } finally {
      await t.close();
    }
  };
  const login = (t: TestApp, email: string, password: string) =>
    request(t.server).post('/api/admin/login').send({ email, password });

  beforeAll(async () => {
    assertBuilt(CLI, SOURCES);
    if (databaseUrl) await resetPostgres(databaseUrl);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('explains itself, including the build step', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--reset-password');
    expect(help.stdout).toContain('npm run build -w backend');
  });

  it(
    'creates a staff account from a piped password, who can then sign in to the staff API',
    async () => {
      const made = await cli(
        ['--email', 'Priya.Rao@Umang.example', '--name', 'Priya Rao'],
        `${PRIYA.password}\n`,
      );
      expect(made).toMatchObject({ code: 0, stderr: '' });
      expect(made.stdout).toContain(`Created the admin account ${PRIYA.email}`);
      expect(made.stdout).not.toContain(PRIYA.password);
      await withApp(async (t) => {
        const { token } = (await login(t, PRIYA.email, PRIYA.password).expect(200)).body;
        const me = await request(t.server).get('/api/admin/me').set('token', token).expect(200);
        expect(me.body.account).toMatchObject({ name: 'Priya Rao', email: PRIYA.email, role: 'admin' });
        await request(t.server).get('/api/admin/doctors').set('token', token).expect(200);
        await t.connection.db.insert(users).values({ email: PATIENT, name: 'Asha', passwordHash: 'x' });
      });
    },
    SLOW,
  );

  it.each([
    ['a common password', ['--email', 'new@umang.example', '--name', 'New'], 'password\n', 'too common'],
    ['a short password', ['--email', 'new@umang.example', '--name', 'New'], 'short\n', '8 to 128'],
    ['no password at all', ['--email', 'new@umang.example', '--name', 'New'], null, 'No password'],
    ["a patient's e-mail", ['--email', PATIENT, '--name', 'Asha'], `${PRIYA.password}\n`, 'patient'],
    ['an existing staff e-mail', ['--email', PRIYA.email, '--name', 'P'], `${PRIYA.password}\n`, 'exists'],
    [
      'a reset for nobody',
      ['--email', 'nobody@umang.example', '--reset-password'],
      'x\n',
      'no staff account',
    ],
    ['a missing name', ['--email', 'new@umang.example'], `${PRIYA.password}\n`, '--name is required'],
    ['a malformed e-mail', ['--email', 'new-at-umang', '--name', 'New'], `${PRIYA.password}\n`, 'email'],
    ['no e-mail', ['--name', 'New'], `${PRIYA.password}\n`, '--email is required'],
    ['an unknown option', ['--email', 'new@umang.example', '--admin'], '', "Unknown option '--admin'"],
    [
      'an unknown role',
      ['--email', 'new@umang.example', '--name', 'New', '--role', 'boss'],
      '',
      '--role must be',
    ],
    [
      'a doctor account without its doctor',
      ['--email', 'dr@umang.example', '--name', 'Dr New', '--role', 'doctor'],
      '',
      '--doctor is required',
    ],
    [
      'a doctor that does not exist',
      ['--email', 'dr@umang.example', '--name', 'Dr New', '--role', 'doctor', '--doctor', randomUUID()],
      '',
      'There is no doctor',
    ],
    [
      'a doctor for a staff account',
      ['--email', 'desk@umang.example', '--name', 'Desk', '--role', 'staff', '--doctor', randomUUID()],
      '',
      'only for --role doctor',
    ],
  ])(
    'refuses %s with exit code 1 and a message, creating nothing',
    async (_name, args, stdin, message) => {
      const outcome = await cli(args, stdin);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(message);
      expect(outcome.stdout).toBe('');
    },
    SLOW,
  );

  it(
    'gives an existing staff account a new password with --reset-password and ends its sessions',
    async () => {
      let oldToken = '';
      await withApp(async (t) => {
        oldToken = (await login(t, PRIYA.email, PRIYA.password).expect(200)).body.token;
      });
      const reset = await cli(['--email', PRIYA.email, '--reset-password'], 'a-brand-new-staff-secret\r\n');
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain('Set a new password');
      await withApp(async (t) => {
        await request(t.server).get('/api/admin/me').set('token', oldToken).expect(401);
        await login(t, PRIYA.email, PRIYA.password).expect(401);
        await login(t, PRIYA.email, 'a-brand-new-staff-secret').expect(200);
        // Priya and the patient: none of the refused attempts created an account.
        expect(await t.connection.db.$count(users)).toBe(2);
      });
    },
    SLOW,
  );

  it(
    'runs from the repository root through the npm script',
    async () => {
      const made = await run(
        'npm',
        ['run', '--silent', 'staff:create', '--', '--email', 'ops@umang.example', '--name', 'Ops Desk'],
        `${PRIYA.password}\n`,
      );
      expect(made.code).toBe(0);
      expect(made.stdout).toContain('Created the admin account ops@umang.example for Ops Desk');
    },
    SLOW,
  );

  it(
    'refuses to open the embedded database while the server has it open',
    async () => {
      // The lock guards PGlite, so this runs on its own embedded database in both CI runs.
      const embedded = { DATA_DIR: mkdtempSync(join(tmpdir(), 'umang-cli-lock-')), DATABASE_URL: '' };
      await withApp(async () => {
        const args = ['--email', 'late@umang.example', '--name', 'Late'];
        const outcome = await cli(args, `${PRIYA.password}\n`, embedded);
        expect(outcome.code).toBe(1);
        expect(outcome.stderr).toContain('Stop the server');
      }, embedded);
      const after = await cli(
        ['--email', 'late@umang.example', '--name', 'Late'],
        `${PRIYA.password}\n`,
        embedded,
      );
      expect(after.code).toBe(0);
      rmSync(embedded.DATA_DIR, { recursive: true, force: true });
    },
    SLOW,
  );

  it(
    'makes staff and doctor accounts with --role, a doctor linked to the doctor named by --doctor',
    async () => {
      let doctorId = '';
      await withApp(
        async (t) => {
          doctorId = (await request(t.server).get('/api/doctor/list').expect(200)).body.doctors[0]._id;
        },
        { SEED_DEMO: 'true' },
      );
      const args = (email: string, role: string, more: string[] = []) => [
        ...['--email', email, '--name', `The ${role}`, '--role', role],
        ...more,
      ];
      const staff = await cli(args('desk@umang.example', 'staff'), `${PRIYA.password}\n`);
      expect(staff.stdout).toContain('Created the staff account desk@umang.example');
      const doctor = await cli(
        args('dr@umang.example', 'doctor', ['--doctor', doctorId]),
        `${PRIYA.password}\n`,
      );
      expect(doctor.stdout).toContain('Created the doctor account dr@umang.example');
      const again = await cli(
        args('dr2@umang.example', 'doctor', ['--doctor', doctorId]),
        `${PRIYA.password}\n`,
      );
      expect(again).toMatchObject({ code: 1, stdout: '' });
      expect(again.stderr).toContain('already has a console account');
      await withApp(async (t) => {
        for (const [email, role] of [
          ['desk@umang.example', 'staff'],
          ['dr@umang.example', 'doctor'],
        ]) {
          const { token } = (await login(t, email!, PRIYA.password).expect(200)).body;
          const me = await request(t.server).get('/api/admin/me').set('token', token).expect(200);
          expect(me.body.account).toMatchObject({ role, doctorId: role === 'doctor' ? doctorId : null });
        }
      });
    },
    SLOW,
  );
});
