import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to a server that can be made to go silent, as in a network
 * partition: while frozen, bytes are held in both directions, nothing is refused
 * and no connection is closed. Thawed, the held bytes arrive, as TCP would
 * retransmit them once the network heals.
 */
export class FreezableProxy {
  private readonly server: Server;
  private frozen = false;
  private readonly held: Array<{ to: Socket; chunk: Buffer }> = [];
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      this.forward(client, upstream);
      this.forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  private forward(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (this.frozen) this.held.push({ to, chunk });
      else to.write(chunk);
    });
  }

  /** Listens on `port` of the loopback address (by default a free one); answers the port. */
  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const { to, chunk } of this.held.splice(0)) if (!to.destroyed) to.write(chunk);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
