import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  DEFAULT_ENQUIRY_RETENTION_DAYS,
  DEFAULT_RESCHEDULE_CUTOFF_HOURS,
  DEFAULT_UNPAID_APPOINTMENT_RETENTION_DAYS,
} from '@umang/common';
import { LIMITS, type LimitName } from '../common/rate-limit/limits.js';

/** The validated configuration: the only place that reads `process.env`. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * PostgreSQL only: the longest a query may run, and (a second more) the longest
   * the server waits for a database that has gone silent; 0 means no limit.
   */
  databaseQueryTimeoutMs: number;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  centreEmail: string;
  upiVpa: string;
  upiPayeeName: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  /** `null` means same origin only: no CORS grant to anyone. */
  corsOrigins: string[] | null;
  /**
   * Origin of the mascot animation when the SPA was built with a remote
   * `VITE_MASCOT_URL`; the CSP lets the browser fetch it. Null when same-origin.
   */
  mascotOrigin: string | null;
  logLevel: string;
  /**
   * Fastify's `trustProxy`: false, true, a hop count, or addresses/CIDRs of the
   * proxies. Behind a reverse proxy it makes rate limits see the visitor's address.
   */
  trustProxy: boolean | number | string[];
  /**
   * After SIGTERM/SIGINT, how long the server goes on serving while readiness
   * answers 503, so a load balancer notices and stops sending before it closes.
   */
  shutdownDrainMs: number;
  /** How long after booking an appointment with no pending or accepted payment proof is released. */
  unpaidHoldMinutes: number;
  /** A patient cannot move a visit that starts sooner than this many hours from now. */
  rescheduleCutoffHours: number;
  /** The longest a request may take to arrive, headers and body; then it is answered 408 or closed. */
  requestTimeoutMs: number;
  /** Where patients send a complaint about how their data is handled; named on /privacy. */
  grievanceEmail: string;
  /** Enquiries from the contact form are deleted this many days after they were sent. */
  enquiryRetentionDays: number;
  /** Cancelled or released appointments that were never paid are deleted this many days after their slot. */
  unpaidAppointmentRetentionDays: number;
  /** Points (allowed requests per window) of rate limits the operator changed, by limit name. */
  rateLimitPoints: Partial<Record<LimitName, number>>;
}

export const MAX_DATABASE_QUERY_TIMEOUT_MS = 300_000;

/** The drain must leave in-flight requests time to finish before the 9 s shutdown deadline. */
export const MAX_SHUTDOWN_DRAIN_MS = 5_000;

/** A week: past that a hold is no hold, and a typo of a few zeros is caught. */
export const MAX_UNPAID_HOLD_MINUTES = 7 * 24 * 60;
export const MAX_RESCHEDULE_CUTOFF_HOURS = 7 * 24;
export const MAX_REQUEST_TIMEOUT_MS = 120_000;
/** Ten years: longer than any record is kept, so a typo of an extra zero or two is caught. */
export const MAX_RETENTION_DAYS = 3_650;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const VPA_PATTERN = /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
const MAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+$/;

type Env = Record<string, string | undefined>;

/** Reads one variable, collecting a problem instead of throwing so every bad value is reported at once. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string, check?: (v: string) => string | null): string {
    const value = this.raw(name) ?? fallback;
    const problem = check?.(value);
    if (problem) this.problems.push(`${name}=${JSON.stringify(value)}: ${problem}`);
    return value;
  }

  optional(name: string, check?: (v: string) => string | null): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    return this.string(name, value, check);
  }

  port(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
      this.problems.push(`${name}=${JSON.stringify(value)}: must be a whole number from 1 to 65535`);
      return fallback;
    }
    return n;
  }

  wholeNumber(name: string, fallback: number, max: number, min = 0): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) > max || Number(value) < min) {
      this.problems.push(`${name}=${JSON.stringify(value)}: must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(value);
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name}=${JSON.stringify(value)}: must be true or false`);
    return fallback;
  }
}

const urlWithProtocol =
  (...protocols: string[]) =>
  (value: string): string | null => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) ? null : `must start with ${protocols.join(' or ')}//`;
    } catch {
      return 'is not a valid URL';
    }
  };

const PROXY_ENTRY = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

const parseTrustProxy = (reader: EnvReader): AppConfig['trustProxy'] => {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined || ['false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (['true', 'yes'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every((entry) => PROXY_ENTRY.test(entry))) return entries;
  reader.problems.push(
    `TRUST_PROXY=${JSON.stringify(value)}: must be true, false, a hop count (1-10) or proxy addresses like 10.0.0.1,192.168.0.0/16`,
  );
  return false;
};

const parseMascotOrigin = (reader: EnvReader): string | null => {
  const value = reader.raw('VITE_MASCOT_URL')?.trim();
  if (!value || value.startsWith('/')) return null;
  const problem = urlWithProtocol('https:', 'http:')(value);
  if (problem) {
    reader.problems.push(`VITE_MASCOT_URL: ${problem} (or a path like /assets/mascot.json)`);
    return null;
  }
  return new URL(value).origin;
};

const MAX_RATE_LIMIT_POINTS = 100_000;

/** `RATE_LIMITS=login=20,bookingsFromAddress=120`: new points for the named limits. */
const parseRateLimits = (reader: EnvReader): AppConfig['rateLimitPoints'] => {
  const value = reader.raw('RATE_LIMITS');
  if (value === undefined) return {};
  const points: AppConfig['rateLimitPoints'] = {};
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)$/.exec(entry);
    const name = match?.[1];
    if (!match || !name || !Object.hasOwn(LIMITS, name)) {
      reader.problems.push(
        `RATE_LIMITS: ${JSON.stringify(entry)} is not name=number with a limit name from docs/operations.md (${Object.keys(LIMITS).join(', ')})`,
      );
    } else if (Number(match[2]) < 1 || Number(match[2]) > MAX_RATE_LIMIT_POINTS) {
      reader.problems.push(`RATE_LIMITS: ${name} must be a whole number from 1 to ${MAX_RATE_LIMIT_POINTS}`);
    } else {
      points[name as LimitName] = Number(match[2]);
    }
  }
  return points;
};

const parseOrigins = (reader: EnvReader): string[] | null => {
  const value = reader.raw('CORS_ORIGINS');
  if (value === undefined) return null;
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    const problem = urlWithProtocol('http:', 'https:')(origin);
    if (problem || new URL(origin).origin !== origin) {
      reader.problems.push(
        `CORS_ORIGINS: ${JSON.stringify(origin)} is not an origin like https://example.org`,
      );
    }
  }
  return origins;
};

/**
 * Parses the environment without touching the disk. `JWT_SECRET` may come back
 * empty outside production; `resolveConfig` then fills it from `DATA_DIR`.
 */
export function parseConfig(env: Env): AppConfig {
  const r = new EnvReader(env);
  const nodeEnv = r.string('NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';
  const jwtSecret = r.optional('JWT_SECRET', (v) =>
    v.length < 32 ? 'must be at least 32 characters long' : null,
  );
  if (isProduction && !jwtSecret) r.problems.push('JWT_SECRET: required when NODE_ENV=production');
  const adminEmail = r.optional('ADMIN_EMAIL', (v) =>
    MAIL_PATTERN.test(v) ? null : 'is not an e-mail address',
  );
  const adminPassword = r.optional('ADMIN_PASSWORD', (v) =>
    v.length < 12 ? 'must be at least 12 characters long' : null,
  );
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    r.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port: r.port('PORT', 4000),
    dataDir: resolve(r.string('DATA_DIR', './data')),
    databaseUrl: r.optional('DATABASE_URL', urlWithProtocol('postgres:', 'postgresql:')),
    databaseQueryTimeoutMs: r.wholeNumber('DATABASE_QUERY_TIMEOUT_MS', 10_000, MAX_DATABASE_QUERY_TIMEOUT_MS),
    jwtSecret: jwtSecret ?? '',
    smtpUrl: r.optional('SMTP_URL', urlWithProtocol('smtp:', 'smtps:')),
    mailFrom: r.string('MAIL_FROM', 'Centre <no-reply@localhost>'),
    centreEmail: r.string('CENTRE_EMAIL', 'info@localhost', (v) =>
      MAIL_PATTERN.test(v) ? null : 'is not an e-mail address',
    ),
    upiVpa: r.string('UPI_VPA', 'umangcentre@upi', (v) =>
      VPA_PATTERN.test(v) ? null : 'is not a UPI id like name@bank',
    ),
    upiPayeeName: r.string('UPI_PAYEE_NAME', 'Umang Rehabilitation Centre'),
    adminEmail: adminEmail?.toLowerCase() ?? null,
    adminPassword,
    seedDemo: r.boolean('SEED_DEMO', !isProduction),
    corsOrigins: parseOrigins(r),
    mascotOrigin: parseMascotOrigin(r),
    trustProxy: parseTrustProxy(r),
    // Nothing balances traffic in front of a development server: Ctrl-C stops it at once.
    shutdownDrainMs: r.wholeNumber('SHUTDOWN_DRAIN_MS', isProduction ? 2_000 : 0, MAX_SHUTDOWN_DRAIN_MS),
    unpaidHoldMinutes: r.wholeNumber('UNPAID_HOLD_MINUTES', 120, MAX_UNPAID_HOLD_MINUTES, 1),
    rescheduleCutoffHours: r.wholeNumber(
      'RESCHEDULE_CUTOFF_HOURS',
      DEFAULT_RESCHEDULE_CUTOFF_HOURS,
      MAX_RESCHEDULE_CUTOFF_HOURS,
    ),
    // Without one of its own, complaints go to the centre's inbox.
    grievanceEmail: '',
    enquiryRetentionDays: r.wholeNumber(
      'ENQUIRY_RETENTION_DAYS',
      DEFAULT_ENQUIRY_RETENTION_DAYS,
      MAX_RETENTION_DAYS,
      1,
    ),
    unpaidAppointmentRetentionDays: r.wholeNumber(
      'UNPAID_APPOINTMENT_RETENTION_DAYS',
      DEFAULT_UNPAID_APPOINTMENT_RETENTION_DAYS,
      MAX_RETENTION_DAYS,
      1,
    ),
    requestTimeoutMs: r.wholeNumber('REQUEST_TIMEOUT_MS', 30_000, MAX_REQUEST_TIMEOUT_MS, 1_000),
    rateLimitPoints: parseRateLimits(r),
    logLevel: r.string('LOG_LEVEL', 'info', (v) =>
      LOG_LEVELS.includes(v) ? null : `must be one of ${LOG_LEVELS.join(', ')}`,
    ),
  };
  config.grievanceEmail =
    r.optional('GRIEVANCE_EMAIL', (v) => (MAIL_PATTERN.test(v) ? null : 'is not an e-mail address')) ??
    config.centreEmail;
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

/** Outside production a missing JWT secret is generated once and kept in `DATA_DIR`. */
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function resolveConfig(env: Env = process.env): AppConfig {
  const config = parseConfig(env);
  mkdirSync(config.dataDir, { recursive: true });
  return config.jwtSecret ? config : { ...config, jwtSecret: devJwtSecret(config.dataDir) };
}
