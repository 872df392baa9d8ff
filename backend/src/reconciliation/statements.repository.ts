import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import type { StatementCredit } from './statement-parser.js';
import { bankStatementCredits, bankStatements, statementCredits } from './statements.table.js';

/**
 * Credits per insert. Each insert passes its rows as five arrays, one parameter
 * each, so the statement's text and plan stay the same size however many rows go
 * in; batches keep one statement's work (and what a slow one holds locked) bounded.
 */
const BATCH = 5_000;

/** A list as one array parameter (`$1::text[]`), where the query builder would spread it into many. */
const array = (values: unknown[], type: 'text' | 'bigint' | 'date') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

export type NewStatement = Omit<typeof bankStatements.$inferInsert, 'id' | 'importedAt'>;

@Injectable()
export class StatementsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /**
   * Stores a statement with its credits, or finds it when the same file was stored
   * before (then nothing is written). A credit an overlapping statement already
   * brought is kept as it is and only joined to this statement as well.
   */
  async store(tx: Executor, statement: NewStatement, credits: StatementCredit[]) {
    const [created] = await tx
      .insert(bankStatements)
      .values(statement)
      .onConflictDoNothing({ target: bankStatements.fileSha256 })
      .returning({ id: bankStatements.id, fileName: bankStatements.fileName });
    if (!created) {
      // Another upload of the same file committed first: it is the same statement.
      const [existing] = await tx
        .select({ id: bankStatements.id, fileName: bankStatements.fileName })
        .from(bankStatements)
        .where(eq(bankStatements.fileSha256, statement.fileSha256));
      return existing!;
    }
    for (let start = 0; start < credits.length; start += BATCH) {
      const batch = credits.slice(start, start + BATCH);
      const keys = array(
        batch.map((c) => c.contentKey),
        'text',
      );
      const utrs = array(
        batch.map((c) => c.utr),
        'text',
      );
      const amounts = array(
        batch.map((c) => c.amountPaise),
        'bigint',
      );
      const days = array(
        batch.map((c) => c.creditedOn),
        'date',
      );
      const narrations = array(
        batch.map((c) => c.narration),
        'text',
      );
      await tx.execute(sql`
        insert into ${statementCredits} (content_key, utr, amount_paise, credited_on, narration)
        select * from unnest(${keys}, ${utrs}, ${amounts}, ${days}, ${narrations})
        on conflict (content_key) do nothing`);
      await tx.execute(sql`
        insert into ${bankStatementCredits} (statement_id, credit_id)
        select ${created.id}::uuid, id from ${statementCredits} where content_key = any(${keys})
        on conflict do nothing`);
    }
    return created;
  }

  async exists(statementId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(eq(bankStatements.id, statementId));
    return rows.length === 1;
  }

  /** The credits of one statement that carry `utr`: none, one, or (printed twice) several. */
  creditsWithUtr(statementId: string, utr: string) {
    return this.db
      .select({ amountPaise: statementCredits.amountPaise, creditedOn: statementCredits.creditedOn })
      .from(bankStatementCredits)
      .innerJoin(statementCredits, eq(statementCredits.id, bankStatementCredits.creditId))
      .where(and(eq(bankStatementCredits.statementId, statementId), eq(statementCredits.utr, utr)));
  }
}
