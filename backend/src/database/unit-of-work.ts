import type { Database, DatabaseConnection } from './database.js';

/** A transaction of the query builder, as `Database.transaction` hands it to its callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository method runs its queries through: the plain connection, or a
 * transaction that a service opened so that several writes commit together.
 */
export type Executor = Database | Transaction;

/**
 * Opens a transaction for a service: everything `work` writes through the
 * executor it is given commits together, or (when `work` throws) none of it does.
 * A staff action and its audit entry go through one run, so the log never shows
 * a change that did not happen, nor misses one that did. The service decides what
 * belongs together; the repositories it passes the executor to write the queries.
 * Provided by DatabaseModule.
 */
export class UnitOfWork {
  constructor(private readonly connection: DatabaseConnection) {}

  run<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.connection.db.transaction((tx) => work(tx));
  }
}
