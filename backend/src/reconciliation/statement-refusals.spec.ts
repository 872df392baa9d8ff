import { DomainError } from '../common/errors/domain-error.js';
import { parseStatement } from './statement-parser.js';
import { badStatementFiles } from './testing/bank-statements.js';

/** What the parser refused the file with; fails the test when it read the file instead. */
async function refusalOf(file: Buffer | Promise<Buffer>): Promise<DomainError> {
  try {
    await parseStatement(await file);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('The file was read as a statement');
}

describe('files that are not readable statements', () => {
  it.each([
    ['an empty file', () => Buffer.alloc(0), 400, 'statement_unreadable', /empty/],
    ['a file of blank lines', () => Buffer.from('\r\n \r\n'), 400, 'statement_unreadable', /empty/],
    ['a PDF', badStatementFiles.pdf, 400, 'statement_unreadable', /PDF.*CSV or Excel/],
    ['an old binary .xls', badStatementFiles.oldXls, 400, 'statement_unreadable', /\.xls.*save it as \.xlsx/],
    [
      'a zip that holds no workbook',
      badStatementFiles.zipNotWorkbook,
      400,
      'statement_unreadable',
      /workbook/,
    ],
    [
      'a CSV cut off inside a quote',
      () => Buffer.from('Date,Narration,Credit\n06/01/2025,"UPI/4123'),
      400,
      'statement_unreadable',
      /damaged/,
    ],
    [
      'text that starts like a zip',
      () => Buffer.from('PK Nursing Home\nNo statement here\n'),
      400,
      'statement_not_recognised',
      /No table/,
    ],
    ['an image', badStatementFiles.binary, 415, 'statement_unreadable', /not a CSV or Excel/],
    [
      'a password-protected workbook',
      badStatementFiles.encryptedWorkbook,
      400,
      'statement_encrypted',
      /password/,
    ],
    ['a workbook with a formula', badStatementFiles.withFormula, 400, 'statement_formulas', /formulas/],
    ['a CSV with a formula', badStatementFiles.csvWithFormula, 400, 'statement_formulas', /formulas/],
    [
      'a letter',
      badStatementFiles.notAStatement,
      400,
      'statement_not_recognised',
      /No table of transactions/,
    ],
    [
      'a patient list',
      badStatementFiles.notAStatementWorkbook,
      400,
      'statement_not_recognised',
      /date and an amount/,
    ],
    [
      'a debit-only statement',
      badStatementFiles.debitOnlyCsv,
      400,
      'statement_no_credit_column',
      /Credit or Deposit/,
    ],
    [
      'a statement with no credits',
      badStatementFiles.noCredits,
      400,
      'statement_no_credits',
      /no money received/,
    ],
  ])('refuses %s, saying why and what to do', async (_name, file, status, code, message) => {
    const refusal = await refusalOf(file());

    expect({ status: refusal.status, code: refusal.code }).toEqual({ status, code });
    expect(refusal.message).toMatch(message);
  });

  it('refuses a formula hidden in the title rows above the table', async () => {
    const file = Buffer.from(
      'Statement of account\r\n=CMD("calc")\r\nDate,Narration,Debit,Credit\r\n06/01/2025,UPI/412345678901/Fee,,1200\r\n',
    );

    expect((await refusalOf(file)).code).toBe('statement_formulas');
  });

  it('refuses a statement longer than any real month, before reading it all', async () => {
    const line = '05/01/2025,UPI/412345678901/Fee,,100.00\n';
    const refusal = await refusalOf(Buffer.from('Date,Narration,Debit,Credit\n' + line.repeat(200_000)));

    expect(refusal.code).toBe('statement_unreadable');
    expect(refusal.message).toMatch(/more than 2,00,000 rows/);
  });
});
