import { ConfigError, parseConfig } from './app-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toBeNull();
    expect(config.mailFrom).toBe('Centre <no-reply@localhost>');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses a port that is not a number and names the variable', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringContaining('PORT')]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      UPI_VPA: 'not a vpa',
      CORS_ORIGINS: 'https://ok.example, nope',
      LOG_LEVEL: 'loud',
    });
    const names = problems.map((p) => p.split(/[=:]/)[0]);
    expect(names).toEqual(['PORT', 'DATABASE_URL', 'UPI_VPA', 'SEED_DEMO', 'CORS_ORIGINS', 'LOG_LEVEL']);
  });

  it('requires a strong JWT_SECRET in production and turns the demo seed off there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringContaining('JWT_SECRET')]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([expect.stringContaining('JWT_SECRET')]);
    const config = parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('accepts a PostgreSQL URL, SMTP URL and a list of origins', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://user:pass@mail.example.org:587',
      CORS_ORIGINS: 'https://umang.example.org,http://localhost:5173',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.corsOrigins).toEqual(['https://umang.example.org', 'http://localhost:5173']);
  });

  it('trusts no proxy by default and accepts true, a hop count or proxy addresses', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toEqual([expect.stringContaining('TRUST_PROXY')]);
  });

  it('lets the CSP fetch a remote mascot animation only from its own origin', () => {
    expect(parseConfig({}).mascotOrigin).toBeNull();
    expect(parseConfig({ VITE_MASCOT_URL: '/assets/mascot.json' }).mascotOrigin).toBeNull();
    expect(parseConfig({ VITE_MASCOT_URL: 'https://cdn.example.org/anim/kite.json' }).mascotOrigin).toBe(
      'https://cdn.example.org',
    );
    expect(problemsOf({ VITE_MASCOT_URL: 'ftp://x/kite.json' })).toEqual([
      expect.stringContaining('VITE_MASCOT_URL'),
    ]);
  });

  it('drains for 2 s before closing in production, not at all in development, and as told', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(parseConfig(production).shutdownDrainMs).toBe(2000);
    expect(parseConfig({}).shutdownDrainMs).toBe(0);
    expect(parseConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: '750' }).shutdownDrainMs).toBe(750);
    // Longer would leave in-flight requests no time before the process must end.
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '8000' })).toEqual([
      expect.stringContaining('SHUTDOWN_DRAIN_MS="8000": must be a whole number from 0 to 5000'),
    ]);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '2s' })).toEqual([expect.stringContaining('SHUTDOWN_DRAIN_MS')]);
  });

  it('limits PostgreSQL queries to 10 s unless told otherwise, 0 meaning no limit', () => {
    expect(parseConfig({}).databaseQueryTimeoutMs).toBe(10_000);
    expect(parseConfig({ DATABASE_QUERY_TIMEOUT_MS: '2500' }).databaseQueryTimeoutMs).toBe(2500);
    expect(parseConfig({ DATABASE_QUERY_TIMEOUT_MS: '0' }).databaseQueryTimeoutMs).toBe(0);
    expect(problemsOf({ DATABASE_QUERY_TIMEOUT_MS: '10s' })).toEqual([
      expect.stringContaining('DATABASE_QUERY_TIMEOUT_MS="10s": must be a whole number from 0 to 300000'),
    ]);
  });

  it('releases unpaid bookings after 2 hours unless told otherwise, never after none', () => {
    expect(parseConfig({}).unpaidHoldMinutes).toBe(120);
    expect(parseConfig({ UNPAID_HOLD_MINUTES: '45' }).unpaidHoldMinutes).toBe(45);
    expect(problemsOf({ UNPAID_HOLD_MINUTES: '0' })).toEqual([
      expect.stringContaining('UNPAID_HOLD_MINUTES="0": must be a whole number from 1 to 10080'),
    ]);
    expect(problemsOf({ UNPAID_HOLD_MINUTES: '2h' })).toEqual([
      expect.stringContaining('UNPAID_HOLD_MINUTES'),
    ]);
  });

  it('gives a request 30 s to arrive unless told otherwise, at least a second', () => {
    expect(parseConfig({}).requestTimeoutMs).toBe(30_000);
    expect(parseConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '10' })).toEqual([
      expect.stringContaining('REQUEST_TIMEOUT_MS="10": must be a whole number from 1000 to 120000'),
    ]);
  });

  it('lets the operator change the points of named rate limits, and names a wrong one', () => {
    expect(parseConfig({}).rateLimitPoints).toEqual({});
    expect(parseConfig({ RATE_LIMITS: 'login=20, bookingsFromAddress=120' }).rateLimitPoints).toEqual({
      login: 20,
      bookingsFromAddress: 120,
    });
    expect(problemsOf({ RATE_LIMITS: 'logins=20' })).toEqual([
      expect.stringContaining('RATE_LIMITS: "logins=20" is not name=number'),
    ]);
    expect(problemsOf({ RATE_LIMITS: 'login=0' })).toEqual([expect.stringContaining('login must be')]);
    expect(problemsOf({ RATE_LIMITS: 'toString=5' })).toEqual([expect.stringContaining('RATE_LIMITS')]);
  });

  it('wants the staff account e-mail and password together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'staff@umang.example' })).toEqual([
      expect.stringContaining('ADMIN_EMAIL and ADMIN_PASSWORD'),
    ]);
  });
});
