import { InvalidError, UnsupportedMediaError } from '../common/errors/domain-error.js';

/**
 * Why an uploaded statement cannot be read, worded for the receptionist who uploaded
 * it: what is wrong with the file and what to download or upload instead.
 */

const DOWNLOAD_AGAIN = 'Download the statement from net banking as CSV or Excel (.xlsx) and upload that.';

export const statementRefusals = {
  empty: () => new InvalidError(`The file is empty. ${DOWNLOAD_AGAIN}`, 'statement_unreadable'),

  notStatementFile: () =>
    new UnsupportedMediaError(
      `This file is not a CSV or Excel statement. ${DOWNLOAD_AGAIN}`,
      'statement_unreadable',
    ),

  pdf: () =>
    new InvalidError(
      `This is a PDF, and its transactions cannot be read reliably. ${DOWNLOAD_AGAIN}`,
      'statement_unreadable',
    ),

  oldExcel: () =>
    new InvalidError(
      'This is an old-style Excel file (.xls). Open it in Excel and save it as .xlsx, ' +
        'or download the statement as CSV, and upload that.',
      'statement_unreadable',
    ),

  brokenWorkbook: () =>
    new InvalidError(
      `This file could not be opened as an Excel workbook. ${DOWNLOAD_AGAIN}`,
      'statement_unreadable',
    ),

  brokenCsv: () =>
    new InvalidError(
      `This CSV file is cut short or damaged (a quote is never closed). ${DOWNLOAD_AGAIN}`,
      'statement_unreadable',
    ),

  encrypted: () =>
    new InvalidError(
      'This workbook is protected by a password. Save a copy without the password, ' +
        'or download the statement as CSV, and upload that.',
      'statement_encrypted',
    ),

  formulas: () =>
    new InvalidError(
      'This file has spreadsheet formulas in it, which are never run here. ' +
        'Upload the statement exactly as downloaded from net banking, without editing it.',
      'statement_formulas',
    ),

  tooLong: (maxRows: number) =>
    new InvalidError(
      `The statement has more than ${maxRows.toLocaleString('en-IN')} rows. ` +
        'Download a shorter period and upload that.',
      'statement_unreadable',
    ),

  notRecognised: () =>
    new InvalidError(
      'No table of transactions with a date and an amount column was found in this file. ' +
        'Upload the account statement as downloaded from net banking (CSV or Excel).',
      'statement_not_recognised',
    ),

  noCreditColumn: () =>
    new InvalidError(
      'This statement has no column showing money received (such as Credit or Deposit), ' +
        'so payments cannot be told from withdrawals. Download the statement with both ' +
        'withdrawals and deposits and upload that.',
      'statement_no_credit_column',
    ),

  noCredits: () =>
    new InvalidError(
      'This statement shows no money received. Check that it is the centre’s account and ' +
        'covers the days the payments were made, then upload that statement.',
      'statement_no_credits',
    ),
};
