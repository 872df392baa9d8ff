import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CalendarDate } from '@umang/common';
import request from 'supertest';
import type {
  ParsedStatement,
  StatementCredit,
} from '../../../backend/src/reconciliation/statement-parser.js';
import {
  bankStatementCredits,
  bankStatements,
  statementCredits,
} from '../../../backend/src/reconciliation/statements.table.js';
import { StatementsService } from '../../../backend/src/reconciliation/statements.service.js';
import { users } from '../../../backend/src/users/users.table.js';
import { STAFF } from './staff.js';
import type { TestApp } from './test-app.js';

/** A credit as the parser reads it; the content key is the bank's printed fields, as the parser's is. */
export function credit(day: string, rupees: number, utr: string | null, narration?: string): StatementCredit {
  const printed = narration ?? (utr ? `UPI/${utr}/PAYMENT/payer@okaxis` : 'CASH DEPOSIT');
  return {
    creditedOn: day,
    amountPaise: Math.round(rupees * 100),
    utr,
    narration: printed,
    contentKey: createHash('sha256').update(`${day}|${rupees}|${printed}`).digest('hex'),
  };
}

/** A statement of `credits` (and as many debits again) over the days they fall on. */
export function parsedStatement(
  credits: StatementCredit[],
  period?: { from: string; to: string },
): ParsedStatement {
  const days = credits.map((c) => c.creditedOn).sort();
  return {
    rows: credits.length * 2,
    credits,
    from: period?.from ?? days[0]!,
    to: period?.to ?? days.at(-1)!,
  };
}

/**
 * Reconciles a parsed statement as an upload of a file with these credits would:
 * the service's own path after the parser, so groups are tested apart from parsing.
 */
export async function reconcileParsed(t: TestApp, statement: ParsedStatement, fileName = 'statement.csv') {
  const [staff] = await t.connection.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, STAFF.email));
  const sha256 = createHash('sha256').update(JSON.stringify(statement)).digest('hex');
  return t.app.get(StatementsService).reconcile(statement, { fileName, staffId: staff!.id, sha256 });
}

/** How many statements, credits and statement–credit links are stored. */
export async function statementRows(t: TestApp) {
  const { db } = t.connection;
  return {
    statements: (await db.select().from(bankStatements)).length,
    credits: (await db.select().from(statementCredits)).length,
    links: (await db.select().from(bankStatementCredits)).length,
  };
}

export const uploadStatement = (t: TestApp, token: string, file?: { data: Buffer; name: string }) => {
  const req = request(t.server).post('/api/admin/payments/statements').set('token', token);
  return file ? req.attach('file', file.data, file.name) : req.field('note', 'no file');
};

export const applyStatement = (t: TestApp, token: string, statementId: string, appointmentIds: unknown) =>
  request(t.server)
    .post(`/api/admin/payments/statements/${statementId}/apply`)
    .set('token', token)
    .send({ appointmentIds });

/** `YYYY-MM-DD`, as a statement prints a day. */
export const isoDay = ({ year, month, day }: CalendarDate): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
