import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, ConfigError, resolveConfig } from '../config/app-config.js';
import { CliError } from './cli-error.js';
import { CliModule } from './cli.module.js';
import { readPassword } from './read-password.js';
import { roleFlags, StaffAccounts, type StaffRequest } from './staff-accounts.js';

const USAGE =
  'Usage: npm run staff:create -- --email <address> --name "<Full Name>" [--role admin|staff|doctor] [--doctor <id>] [--reset-password] [--force]';

const HELP = `${USAGE}

Creates an account for the staff console. With --reset-password, gives an
existing console account a new password instead and ends its earlier sign-ins.
Once an administrator can sign in, further accounts are better made on the
console's Accounts screen, where each person sets their own password.

  --email <address>    the person's e-mail address (their login)
  --name "<Full Name>" the name shown in the staff console (not needed with --reset-password)
  --role <role>        admin (the default: everything, including accounts),
                       staff (the office's work, no accounts) or
                       doctor (their own appointments and calendar only)
  --doctor <id>        with --role doctor: the id of their doctor record
  --reset-password     set a new password for an existing staff account
  --force              open the embedded database even though it looks open elsewhere
  -h, --help           show this text

The password is asked for twice, without echo. When standard input is not a
terminal, its first line is the password, e.g.
  printf '%s\\n' "$STAFF_PASSWORD" | npm run staff:create -- --email a@b.org --name "A B"
Passwords have 8 to 128 characters and must not be a common password.

The command uses the server's configuration: DATABASE_URL (PostgreSQL) or else the
embedded database in DATA_DIR (default ./data, from the directory npm runs in).
The embedded database opens in one process at a time: stop the server first.
(If the server stopped abruptly, the database still looks open: then add --force.)

It runs the built file backend/dist/cli/create-staff.js: run "npm run build -w backend"
(or "npm run build") first, and again after pulling changes.
`;

type Request = StaffRequest & { force: boolean };

function parseRequest(argv: string[]): Request | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      doctor: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (!values.email) throw new CliError('--email is required');
  // Checked before the database opens, so a mistyped flag is told at once.
  roleFlags(values.role, values.doctor);
  return {
    email: values.email,
    name: values.name,
    role: values.role,
    doctorId: values.doctor,
    resetPassword: values['reset-password'],
    force: values.force,
  };
}

/**
 * PGlite takes no lock: a second process writing the same files would corrupt them.
 * While PGlite has the directory open it keeps a postmaster.pid there (removed on close).
 */
function assertEmbeddedDatabaseFree(config: AppConfig): void {
  const pid = join(config.dataDir, 'db', 'postmaster.pid');
  if (config.databaseUrl || !existsSync(pid)) return;
  throw new CliError(
    `The embedded database in ${join(config.dataDir, 'db')} is open in another process, probably the server. ` +
      'Stop the server and run this again. If nothing has it open (the server stopped abruptly), add --force.',
  );
}

async function run(argv: string[]): Promise<void> {
  let request: Request | 'help';
  try {
    request = parseRequest(argv);
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  if (request === 'help') {
    process.stdout.write(HELP);
    return;
  }
  // npm runs scripts in the workspace folder; DATA_DIR=./data means where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = resolveConfig();
  if (!request.force) assertEmbeddedDatabaseFree(config);
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), {
    // The command's output is its own messages; a failure is told once, below.
    logger: false,
    // Thrown rather than aborting the process, so a database that never answers is explained.
    abortOnError: false,
  });
  try {
    const accounts = app.get(StaffAccounts);
    const plan = await accounts.plan(request);
    const password = await readPassword(plan.kind === 'reset' ? 'New password' : 'Password');
    console.log(await accounts.apply(plan, password));
  } finally {
    // Closes the database connection (DatabaseModule's shutdown hook).
    await app.close();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) console.error(error.message);
    else console.error(`Could not finish: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
