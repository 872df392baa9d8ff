import { Logger } from '@nestjs/common';
import type pg from 'pg';

export interface ChangeListener {
  /** A notice arrived on the channel: something the subscriber cares about changed. */
  onChange(): void;
  /**
   * True once notices are being received, false when they may be missed (the
   * listening connection dropped). While false, a subscriber must not trust
   * anything it derived from earlier notices.
   */
  onListening(listening: boolean): void;
}

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];
/**
 * A listening connection only receives, so a server gone silent (a network
 * partition sends no error) would go unnoticed: it is asked a trivial query this
 * often, and counts as lost when no answer comes within the timeout.
 */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL LISTEN on one channel through a connection of its own (a pooled one
 * would be handed to other queries). DatabaseConnection.listen starts it. It reconnects after a lost server with
 * back-off, and reports each gap so the subscriber can distrust what it holds.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private readonly logger = new Logger('ChangeFeed');
  private client: pg.Client | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly listener: ChangeListener,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { default: driver } = await import('pg');
    const client = new driver.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 2_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.onChange();
    });
    // A dropped connection must neither crash the process nor leave the subscriber trusting old data.
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = null;
      this.stopHeartbeat();
      this.listener.onListening(false);
      if (!this.closed) this.logger.warn(`Stopped listening for ${this.channel}: ${reason}`);
      this.retry();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection closed'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${driver.escapeIdentifier(this.channel)}`);
      this.attempt = 0;
      this.listener.onListening(true);
      this.heartbeat = setInterval(() => {
        client.query('select 1').catch((error: Error) => {
          lost(`no answer to the heartbeat (${error.message})`);
          // Not awaited: over a silent network the goodbye may never be acknowledged.
          void client.end().catch(() => undefined);
        });
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    } catch (error) {
      client.removeAllListeners('end');
      lost(error instanceof Error ? error.message : String(error));
      await client.end().catch(() => undefined);
    }
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.stopHeartbeat();
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

export interface ChangeFeed {
  stop(): Promise<void>;
}
