import ExcelJS from 'exceljs';
import officeCrypto from 'officecrypto-tool';
import { statementFile, workbookOf } from './bank-statements.js';

/** A few ordinary transactions, enough for a bad file to look like a statement otherwise. */
const SOME_TRANSACTIONS = [
  { date: '2025-01-06', credit: 1200, utr: '412345678901', payer: 'ASHA PATIL' },
  { date: '2025-01-07', debit: 350 },
];

/** Files staff may upload by mistake, each of which the parser must refuse with a reason. */
export const badStatementFiles = {
  /** A workbook whose balance column is computed by formulas, which are never evaluated. */
  async withFormula(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Date', 'Narration', 'Debit', 'Credit', 'Balance']);
    sheet.addRow(['06/01/2025', 'UPI/412345678901/Fee/asha@okaxis/HDFC Bank', null, 1200, 26200]);
    sheet.addRow(['07/01/2025', 'ATM WDL', 350, null, { formula: 'E2-C3', result: 25850 }]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },

  /** A CSV in statement shape whose CSV cell smuggles a spreadsheet formula. */
  csvWithFormula(): Buffer {
    return Buffer.from(
      'Date,Narration,Debit,Credit\r\n06/01/2025,=HYPERLINK("http://example.test"),,1200.00\r\n',
      'utf8',
    );
  },

  /** A statement that shows only money going out: no column says what came in. */
  debitOnlyCsv(): Buffer {
    return Buffer.from(
      'Date,Narration,Withdrawal Amt.,Closing Balance\r\n' +
        '06/01/2025,ATM WDL-0001-PUNE,500.00,24500.00\r\n' +
        '07/01/2025,POS MEDICAL STORE,350.00,24150.00\r\n',
      'utf8',
    );
  },

  /** A real password-protected (ECMA-376 agile encrypted) workbook, password "secret". */
  async encryptedWorkbook(): Promise<Buffer> {
    const plain = await statementFile('sbi', SOME_TRANSACTIONS);
    return officeCrypto.encrypt(plain, { password: 'secret' });
  },

  /** A plain text file that is not a statement at all. */
  notAStatement(): Buffer {
    return Buffer.from(
      'Dear team,\nPlease find the fee receipts for January attached.\nRegards,\nAsha\n',
      'utf8',
    );
  },

  /** A workbook with a table that has no dates or amounts: someone's patient list. */
  notAStatementWorkbook(): Promise<Buffer> {
    return workbookOf([
      ['Name', 'Phone', 'City'],
      ['Asha Patil', '9876543210', 'Pune'],
    ]);
  },

  /** The first bytes of a PDF, as when the statement was downloaded as PDF. */
  pdf(): Buffer {
    return Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
  },

  /** An OLE compound file without encryption: the old binary .xls format. */
  oldXls(): Buffer {
    const file = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
    Buffer.from('Workbook', 'utf16le').copy(file, 512);
    return file;
  },

  /** A zip that holds no workbook. */
  zipNotWorkbook(): Buffer {
    return Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  },

  /** Binary bytes of no known kind, like an image. */
  binary(): Buffer {
    return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  },

  /** A statement with its header and only debits: nothing received in the period. */
  noCredits(): Promise<Buffer> {
    return statementFile('hdfc', [
      { date: '2025-01-06', debit: 500 },
      { date: '2025-01-07', debit: 350 },
    ]);
  },
};
