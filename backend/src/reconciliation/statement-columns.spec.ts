import ExcelJS from 'exceljs';
import { findColumns } from './statement-columns.js';
import { parseStatement } from './statement-parser.js';

const csv = (...lines: string[]): Buffer => Buffer.from(lines.join('\r\n'), 'utf8');

describe('finding the table by its header', () => {
  it('takes the header under the title rows, not a title that mentions dates', () => {
    const columns = findColumns([
      ['Statement for the period', '01/01/2025 to 31/01/2025'],
      [],
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    ]);

    expect(columns).toEqual({
      headerRow: 2,
      date: 0,
      narration: 2,
      reference: 3,
      credits: { kind: 'columns', credit: 5, debit: 4 },
    });
  });

  it('prefers the transaction date to a value date printed before it', () => {
    const columns = findColumns([['Value Dt', 'Posting Date', 'Particulars', 'Withdrawals', 'Deposits']]);

    expect(columns.date).toBe(1);
  });

  it('reads money in from the Dr/Cr next to the amount, not the one after the balance', () => {
    const columns = findColumns([['Date', 'Narration', 'Amount', 'Dr / Cr', 'Balance', 'Dr / Cr']]);

    expect(columns.credits).toEqual({ kind: 'indicator', amount: 2, indicator: 3 });
  });

  it('reads a lone Amount column as signed', () => {
    expect(findColumns([['Date', 'Remarks', 'Amount (Rs.)', 'Balance (INR)']]).credits).toEqual({
      kind: 'signed',
      amount: 2,
    });
  });
});

describe('statements shaped unlike the fixtures', () => {
  it('reads a semicolon-separated file with long column names', async () => {
    const statement = await parseStatement(
      csv(
        'Transaction Date;Transaction Remarks;Withdrawal Amount (INR);Deposit Amount (INR);Balance (INR)',
        '06.01.2025;UPI/412345678901/Fee/asha@okaxis/HDFC Bank;;"1.200,00";26200',
        '06.01.2025;UPI/412345678901/Fee/asha@okaxis/HDFC Bank;0.00;1200.00;26200.00',
        '07.01.2025;B/F;;;26200.00',
        '08.01.2025;ATM;500.00;0.00;25700.00',
      ),
    );

    // "1.200,00" is not an Indian amount and is not guessed at.
    expect(statement.credits).toMatchObject([{ creditedOn: '2025-01-06', amountPaise: 120_000 }]);
    expect(statement.rows).toBe(2);
  });

  it('reads a pipe-separated file with a transaction type column', async () => {
    const statement = await parseStatement(
      csv(
        'Date|Details|Txn Amount|Type|Balance',
        '2025-01-06|UPI/P2M/412345678901/ASHA/Fee|1200|CR|26200',
        '2025-01-07|UPI/P2M/512345678901/STORE/Bill|300|DR|25900',
      ),
    );

    expect(statement.credits).toMatchObject([{ amountPaise: 120_000, utr: '412345678901' }]);
    expect(statement.rows).toBe(2);
  });

  it('reads a table under a title that runs over several lines in one quoted cell', async () => {
    const statement = await parseStatement(
      csv(
        '"Umang Centre',
        'Current account',
        'January 2025"',
        'Date,Narration,Debit,Credit,Balance',
        '06/01/2025,"UPI/412345678901/Fee',
        'for January",,1200,26200',
        '07/01/2025,ATM,500,,25700',
      ),
    );

    expect(statement.credits).toMatchObject([
      { utr: '412345678901', narration: 'UPI/412345678901/Fee for January' },
    ]);
    expect(statement.rows).toBe(2);
  });

  it('counts a debit printed with a minus sign as money out', async () => {
    const statement = await parseStatement(
      csv(
        'Date,Description,Debit,Credit',
        '06/01/2025,UPI/412345678901/Fee,,1200.00',
        '07/01/2025,UPI/DR/512345678901/Store,-500.00,',
      ),
    );

    expect(statement.credits).toMatchObject([{ utr: '412345678901' }]);
    expect(statement.rows).toBe(2);
  });

  it('reads UTF-16 big-endian text', async () => {
    const text = 'Date,Narration,Debit,Credit\r\n06/01/2025,UPI/412345678901/Fee,,1200\r\n';
    const utf16le = Buffer.from(text, 'utf16le');
    const bigEndian = Buffer.alloc(utf16le.length);
    for (let index = 0; index < utf16le.length; index += 2) {
      bigEndian[index] = utf16le[index + 1] ?? 0;
      bigEndian[index + 1] = utf16le[index] ?? 0;
    }

    const statement = await parseStatement(Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]));

    expect(statement.credits).toMatchObject([{ creditedOn: '2025-01-06', utr: '412345678901' }]);
  });

  it('reads rich text, hyperlinks and Excel day numbers from a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Notes');
    sheet.addRow(['Prepared for the centre']);
    const statement = workbook.addWorksheet('Transactions');
    statement.addRow(['Date', 'Narration', 'UTR', 'Credit']);
    statement.addRow([
      45_663,
      { richText: [{ text: 'UPI/' }, { text: 'ASHA PATIL', font: { bold: true } }] },
      { text: '412345678901', hyperlink: 'https://bank.example/txn/412345678901' },
      1200,
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    expect((await parseStatement(file)).credits).toMatchObject([
      { creditedOn: '2025-01-06', amountPaise: 120_000, utr: '412345678901', narration: 'UPI/ASHA PATIL' },
    ]);
  });
});
