import { Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import type { StatementCredit } from './statement-parser.js';
import { bankStatementCredits, bankStatements, statementCredits } from './statements.table.js';

/**
 * Rows per insert: a credit is five parameters, and PostgreSQL takes at most 65,535
 * in one statement; a few thousand rows a round trip keeps a month's file fast.
 */
const BATCH = 2_000;

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
      await tx
        .insert(statementCredits)
        .values(
          batch.map((credit) => ({
            contentKey: credit.contentKey,
            utr: credit.utr,
            amountPaise: credit.amountPaise,
            creditedOn: credit.creditedOn,
            narration: credit.narration,
          })),
        )
        .onConflictDoNothing({ target: statementCredits.contentKey });
      await tx
        .insert(bankStatementCredits)
        .select(
          tx
            .select({
              statementId: sql<string>`${created.id}::uuid`.as('statement_id'),
              creditId: statementCredits.id,
            })
            .from(statementCredits)
            .where(
              inArray(
                statementCredits.contentKey,
                batch.map((credit) => credit.contentKey),
              ),
            ),
        )
        .onConflictDoNothing();
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
