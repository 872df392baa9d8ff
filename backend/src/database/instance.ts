import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process among the instances sharing one database: the name it writes into
 * the claims it takes, so it can hand back exactly its own when it stops. The host
 * and pid help an operator reading the table; the random part keeps two apps in one
 * process (tests) and a restarted pid apart. Provided by DatabaseModule.
 */
export class Instance {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}
