import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Debian PostgreSQL cluster (pg_lsclusters) that serves a local DATABASE_URL,
 * for fault tests that stop and start it. Asynchronous on purpose: the test keeps
 * its load and probes running while the cluster goes down and comes back.
 */
export class LocalPostgres {
  private constructor(
    readonly version: string,
    readonly name: string,
    readonly host: string,
    readonly port: number,
  ) {}

  /** The cluster listening on the URL's port; refuses a remote server, which a test must never stop. */
  static async serving(databaseUrl: string): Promise<LocalPostgres> {
    const url = new URL(databaseUrl);
    if (!LOCAL_HOSTS.has(url.hostname)) {
      throw new Error(`Fault tests stop the database server: ${url.hostname} is not this machine`);
    }
    const port = Number(url.port || 5432);
    const { stdout } = await run('pg_lsclusters', ['--no-header']);
    const line = stdout
      .split('\n')
      .map((row) => row.trim().split(/\s+/))
      .find((fields) => Number(fields[2]) === port);
    if (!line) throw new Error(`pg_lsclusters lists no cluster on port ${port}`);
    const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname.replace(/[[\]]/g, '');
    return new LocalPostgres(line[0]!, line[1]!, host, port);
  }

  async online(): Promise<boolean> {
    const { stdout } = await run('pg_lsclusters', ['--no-header', this.version, this.name]);
    return stdout.split(/\s+/).filter(Boolean)[3]?.startsWith('online') ?? false;
  }

  /** Fast shutdown: open sessions are ended, as when the server is stopped for maintenance. */
  async stop(): Promise<void> {
    await this.ctl('stop', '-m', 'fast');
  }

  /** Starts the cluster if it is down and resolves once it accepts connections. */
  async ensureRunning(timeoutMs = 30_000): Promise<void> {
    if (!(await this.online())) await this.ctl('start');
    const deadline = Date.now() + timeoutMs;
    while (!(await this.acceptsConnections())) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL on port ${this.port} did not come back`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private async acceptsConnections(): Promise<boolean> {
    return run('pg_isready', ['-q', '-h', this.host, '-p', String(this.port)]).then(
      () => true,
      () => false,
    );
  }

  private async ctl(action: string, ...options: string[]): Promise<void> {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', this.version, this.name, action, ...options]);
  }
}
