import { parseStatement } from './statement-parser.js';
import { BANK_FORMATS, type FixtureTransaction, statementFile } from './testing/bank-statements.js';

/** A week of the centre's account: UPI fees (some paid from phone-number VPAs), a NEFT fee, and spending. */
const WEEK: FixtureTransaction[] = [
  { date: '2025-01-02', credit: 1200, utr: '412345678901', payer: 'ASHA PATIL' },
  { date: '2025-01-02', credit: 100_000.5, utr: '412345678902', payer: 'RAHUL SHARMA' },
  { date: '2025-01-03', debit: 350.75 },
  { date: '2025-01-03', credit: 1500.25, utr: '512345678903', note: 'Therapy, session 2' },
  { date: '2025-01-04', credit: 800, payer: 'MEERA IYER', note: 'Assessment' },
  { date: '2025-01-06', debit: 12_000, utr: '612345678904' },
  { date: '2025-01-09', credit: 650, utr: '712345678905' },
  { date: '2025-01-10', debit: 99.99 },
];

const EXPECTED_CREDITS = [
  { creditedOn: '2025-01-02', amountPaise: 120_000, utr: '412345678901' },
  { creditedOn: '2025-01-02', amountPaise: 10_000_050, utr: '412345678902' },
  { creditedOn: '2025-01-03', amountPaise: 150_025, utr: '512345678903' },
  { creditedOn: '2025-01-04', amountPaise: 80_000, utr: null },
  { creditedOn: '2025-01-09', amountPaise: 65_000, utr: '712345678905' },
];

describe.each(BANK_FORMATS)('a %s-style statement', (format) => {
  it.each([false, true])('gives every credit with its day, paise and UTR (noise: %s)', async (noise) => {
    const statement = await parseStatement(await statementFile(format, WEEK, { noise }));

    expect(
      statement.credits.map(({ creditedOn, amountPaise, utr }) => ({ creditedOn, amountPaise, utr })),
    ).toEqual(EXPECTED_CREDITS);
    // Debits, balances carried, totals and repeated headers are all left out of the count.
    expect(statement.rows).toBe(WEEK.length);
    expect(statement.from).toBe('2025-01-02');
    expect(statement.to).toBe('2025-01-10');
  });

  it('keeps each credit’s narration as printed, on one line', async () => {
    const statement = await parseStatement(await statementFile(format, WEEK));

    expect(statement.credits[3]?.narration).toMatch(/MEERA IYER/);
    for (const credit of statement.credits)
      expect(credit.narration).toBe(credit.narration.replace(/\s+/g, ' ').trim());
  });
});

describe('a long statement', () => {
  /** A busy year: 10,000 transactions, two in three of them UPI fees. */
  const year: FixtureTransaction[] = Array.from({ length: 10_000 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 30) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return index % 3 === 2
      ? { date, debit: 100 + index }
      : { date, credit: 500 + index / 100, utr: String(400_000_000_000 + index) };
  });

  it.each(['hdfc', 'icici'] as const)('loses no row of a %s-style export', async (format) => {
    const statement = await parseStatement(await statementFile(format, year, { noise: true }));

    expect(statement.rows).toBe(10_000);
    expect(statement.credits).toHaveLength(6_667);
    expect(statement.credits.at(-1)).toMatchObject({ utr: '400000009999', amountPaise: 59_999 });
    expect(new Set(statement.credits.map((credit) => credit.contentKey)).size).toBe(6_667);
    expect([statement.from, statement.to]).toEqual(['2025-01-01', year.at(-1)?.date]);
  });
});

describe('content keys', () => {
  const keysOf = async (format: (typeof BANK_FORMATS)[number], transactions: FixtureTransaction[]) =>
    (await parseStatement(await statementFile(format, transactions))).credits.map(
      (credit) => credit.contentKey,
    );

  it('are the same for a credit shown on two overlapping statements', async () => {
    const early = await keysOf('hdfc', WEEK.slice(0, 5));
    const late = await keysOf('hdfc', WEEK.slice(3));

    // Credits of 3 and 4 January are on both statements.
    expect(early.slice(2)).toEqual(late.slice(0, 2));
    expect(new Set([...early, ...late]).size).toBe(EXPECTED_CREDITS.length);
  });

  it('are the same whether the bank gave CSV or Excel', async () => {
    const csv = (await keysOf('hdfc', WEEK)).filter((_, index) => EXPECTED_CREDITS[index]?.utr);
    for (const format of BANK_FORMATS) {
      const keys = (await keysOf(format, WEEK)).filter((_, index) => EXPECTED_CREDITS[index]?.utr);
      expect(keys).toEqual(csv);
    }
  });

  it('differ for two identical credits on one statement, and match them again on the next', async () => {
    const fee = { date: '2025-01-04', credit: 500, payer: 'CASH DEPOSIT', note: 'Counter' };
    const first = await keysOf('kotak', [fee, fee, { date: '2025-01-05', debit: 10 }]);
    const overlapping = await keysOf('kotak', [{ date: '2025-01-03', credit: 10 }, fee, fee]);

    expect(first).toHaveLength(2);
    expect(first[0]).not.toBe(first[1]);
    expect(overlapping.slice(1)).toEqual(first);
  });
});
