import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { statementRefusals } from './statement-refusals.js';
import type { StatementCell } from './statement-values.js';

/**
 * Turning an uploaded file into rows of cells. The kind of file is told from its
 * bytes, never its name, since a name says only what someone called it.
 */

/** One sheet's rows (a CSV file is one sheet). */
export type StatementSheet = StatementCell[][];

/** More rows than any month of a centre's account holds; beyond it the upload is refused, not read. */
export const MAX_STATEMENT_ROWS = 200_000;

/** A zip's local file header, or the end record of an empty zip: "PK" alone also starts text. */
const ZIP_MAGICS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF_MAGIC = Buffer.from('%PDF');
/** The stream an encrypted Office file keeps its key data in, named in UTF-16 in the CFB directory. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');
const DELIMITERS = [',', ';', '\t', '|'];
/** Lines looked at to tell the delimiter. */
const SAMPLE_LINES = 50;
/** How far into a file to look for NUL bytes, which text never holds. */
const BINARY_PROBE_BYTES = 8192;
/** Text a spreadsheet would run as a formula if someone opened the CSV in one. */
const CSV_FORMULA = /^=[a-z(]/i;

export async function readStatementSheets(file: Buffer): Promise<StatementSheet[]> {
  if (file.length === 0) throw statementRefusals.empty();
  if (ZIP_MAGICS.some((magic) => startsWith(file, magic))) return readWorkbook(file);
  if (startsWith(file, CFB_MAGIC)) {
    throw file.includes(ENCRYPTION_INFO) ? statementRefusals.encrypted() : statementRefusals.oldExcel();
  }
  if (startsWith(file, PDF_MAGIC)) throw statementRefusals.pdf();
  const text = decodeText(file);
  if (!text.trim()) throw statementRefusals.empty();
  return [readCsv(text)];
}

const startsWith = (file: Buffer, magic: Buffer): boolean =>
  file.length >= magic.length && file.subarray(0, magic.length).equals(magic);

/** The file's text by its byte-order mark (UTF-8 when none); binary of any other kind is refused. */
function decodeText(file: Buffer): string {
  if (file[0] === 0xff && file[1] === 0xfe) return new TextDecoder('utf-16le').decode(file.subarray(2));
  if (file[0] === 0xfe && file[1] === 0xff) return new TextDecoder('utf-16be').decode(file.subarray(2));
  const body = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf ? file.subarray(3) : file;
  if (body.subarray(0, BINARY_PROBE_BYTES).includes(0)) throw statementRefusals.notStatementFile();
  return new TextDecoder('utf-8').decode(body);
}

function readCsv(text: string): StatementSheet {
  const layout = layoutOf(text);
  let table: string[][];
  try {
    table = parseCsv(text, {
      delimiter: layout.delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      from_line: layout.fromLine,
      to: MAX_STATEMENT_ROWS + 1,
    }) as string[][];
  } catch {
    // Only a quote left open to the end of the file stops csv-parse once quotes are relaxed.
    throw statementRefusals.brokenCsv();
  }
  const records = [...layout.preamble, ...table];
  if (records.length > MAX_STATEMENT_ROWS) throw statementRefusals.tooLong(MAX_STATEMENT_ROWS);
  for (const record of records) {
    for (const field of record) if (CSV_FORMULA.test(field.trimStart())) throw statementRefusals.formulas();
  }
  return records;
}

interface CsvLayout {
  delimiter: string;
  /** The line the table starts on, near enough: the first row at least half as wide as most rows. */
  fromLine: number;
  /** The rows above it, read from the sample. */
  preamble: string[][];
}

/**
 * The delimiter that splits the first lines into the most rows of one same width:
 * amounts like "1,200.00" put commas into tab- or semicolon-separated files, but
 * never in the same place on every line. The full parse then starts at the table,
 * because csv-parse builds an error object for every row narrower or wider than its
 * first row, and a one-cell title row would make that every row of the file.
 */
function layoutOf(text: string): CsvLayout {
  const sample = text.split(/\r?\n|\r/, SAMPLE_LINES).join('\n');
  let best: CsvLayout & { score: number } = { delimiter: ',', fromLine: 1, preamble: [], score: 0 };
  for (const delimiter of DELIMITERS) {
    const layout = sampleLayout(sample, delimiter);
    if (layout && layout.score > best.score) best = layout;
  }
  return best;
}

function sampleLayout(sample: string, delimiter: string): (CsvLayout & { score: number }) | null {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(sample, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as typeof records;
  } catch {
    return null;
  }
  const widths = new Map<number, number>();
  for (const { record } of records) {
    if (record.length > 1) widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
  }
  const [width, score] = [...widths].reduce((most, entry) => (entry[1] > most[1] ? entry : most), [0, 0]);
  const start = records.findIndex(({ record }) => record.length * 2 >= width && record.length > 1);
  if (start <= 0) return { delimiter, fromLine: 1, preamble: [], score };
  return {
    delimiter,
    fromLine: (records[start - 1]?.info.lines ?? 0) + 1,
    preamble: records.slice(0, start).map(({ record }) => record),
    score,
  };
}

async function readWorkbook(file: Buffer): Promise<StatementSheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares a Buffer of its own that Node's does not satisfy; JSZip reads either.
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw statementRefusals.brokenWorkbook();
  }
  if (workbook.worksheets.length === 0) throw statementRefusals.brokenWorkbook();
  return workbook.worksheets.map(readWorksheet);
}

function readWorksheet(sheet: ExcelJS.Worksheet): StatementSheet {
  if (sheet.rowCount > MAX_STATEMENT_ROWS) throw statementRefusals.tooLong(MAX_STATEMENT_ROWS);
  const rows: StatementSheet = [];
  // Rows come 1-based and sparse (a missing row was empty), cells likewise within a row.
  const values = sheet.getSheetValues();
  for (let index = 1; index < values.length; index++) {
    const row = values[index];
    const cells: StatementCell[] = [];
    if (Array.isArray(row))
      for (let column = 1; column < row.length; column++) cells.push(cellOf(row[column]));
    rows.push(cells);
  }
  return rows;
}

/**
 * A workbook cell as plain content. Any formula refuses the file: its cached result
 * is whatever the last program to save it computed, and a statement is not computed.
 */
function cellOf(value: ExcelJS.CellValue | undefined): StatementCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('formula' in value || 'sharedFormula' in value) throw statementRefusals.formulas();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return textOf(value.text);
  if ('error' in value) return null;
  return null;
}

/** A hyperlink's shown text, which exceljs gives as a string or as rich text. */
function textOf(text: unknown): string | null {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && 'richText' in text && Array.isArray(text.richText)) {
    return (text.richText as { text: string }[]).map((run) => run.text).join('');
  }
  return null;
}
