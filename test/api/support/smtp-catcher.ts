import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail, as a reader would see it. Addresses are bare (`asha@example.org`). */
export interface CaughtMail {
  /** Recipients of the `To:` header. */
  to: string[];
  /** Recipients of the SMTP envelope (`RCPT TO`), which include any Bcc. */
  envelopeTo: string[];
  from: string;
  replyTo: string[];
  subject: string;
  /** The `Message-ID` header, angle brackets included; empty when there is none. */
  messageId: string;
  text: string;
  /** Empty when the mail has no HTML part. */
  html: string;
  attachments: CaughtFile[];
}

/** A file received with a mail, its content decoded as UTF-8 text and as bytes. */
export interface CaughtFile {
  filename: string;
  /** Without parameters: `text/calendar`. */
  contentType: string;
  content: string;
  /** The file itself, for a binary one (a PDF). */
  bytes: Buffer;
}

/** How long stop() lets open SMTP dialogues finish before dropping them. */
const STOP_GRACE_MS = 250;

const addresses = (header: AddressObject | AddressObject[] | undefined): string[] =>
  [header ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? '')
    .filter(Boolean);

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. The first start picks
 * a free port; a restart reuses it, so the application's SMTP_URL stays valid across
 * a stop()/start() outage.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  /** Holds each mail this long before accepting it: a slow server, for latency tests. */
  acceptDelayMs = 0;
  private server: SMTPServer | null = null;
  private port = 0;

  /** `smtp://127.0.0.1:PORT`, for the application's SMTP_URL. */
  get url(): string {
    if (this.port === 0) throw new Error('SmtpCatcher: start() it before reading its url');
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        // Parsed whole, not as a stream: fed chunk by chunk, mailparser can drop the space
        // before a quoted-printable soft line break ("Child & =" + "Mental" → "Child &Mental").
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          simpleParser(Buffer.concat(chunks)).then((parsed) => {
            this.mails.push({
              to: addresses(parsed.to),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: addresses(parsed.from)[0] ?? '',
              replyTo: addresses(parsed.replyTo),
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content.toString('utf8'),
                bytes: file.content,
              })),
            });
            setTimeout(callback, this.acceptDelayMs);
          }, callback);
        });
      },
    });
    server.on('error', () => {}); // a client dropping its connection is not the test's business
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /**
   * Stops listening, so every send from now on fails. A dialogue already under way
   * gets a moment to end by itself (a mail the catcher has accepted is then also
   * acknowledged to the sender); whatever is still open after that is dropped.
   */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const deadline = Date.now() + STOP_GRACE_MS;
    while (server.connections.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const connection of server.connections) connection.close();
    await closed;
  }

  clear(): void {
    this.mails.length = 0;
  }

  /**
   * Resolves with the first received mail matching `predicate` (given each mail and its
   * index in `mails`, so `index >= before` skips older ones), polling until `timeoutMs`.
   */
  async waitForMail(
    predicate: (mail: CaughtMail, index: number) => boolean,
    timeoutMs = 5000,
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(predicate);
      if (found) return found;
      if (Date.now() >= deadline) {
        const seen = this.mails.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
        throw new Error(`SmtpCatcher: no matching mail within ${timeoutMs} ms (received: ${seen})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
