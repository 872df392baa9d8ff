import { CENTRE_ADDRESS_TEXT, CENTRE_NAME, CENTRE_PHONE_DISPLAY, istToday, MONTH_NAMES } from '@umang/common';
import { dateInWords, timeInIst } from '../mail/appointment-templates.js';

/** Everything a payment receipt states, read from the accepted proof and its appointment. */
export interface ReceiptData {
  receiptNumber: string;
  /** When the proof was accepted: the receipt's date, on the IST calendar. */
  issuedAt: Date;
  /** The account holder who paid. */
  receivedFrom: string;
  /** Who the visit is for: a family member, or the account holder again. */
  patientName: string;
  doctorName: string;
  speciality: string;
  /** `d_m_yyyy`. */
  slotDate: string;
  /** `HH:MM`, IST. */
  slotTime: string;
  /** Rupees. */
  amount: number;
  /** The UPI transaction reference the payment was accepted on. */
  utr: string;
  /** Where the patient writes to the centre. */
  centreEmail: string;
}

/** `UMG/2026-27/000123` → `receipt-UMG-2026-27-000123.pdf`: no slash, which no file name may hold. */
export const receiptFileName = (receiptNumber: string): string =>
  `receipt-${receiptNumber.replaceAll('/', '-')}.pdf`;

/** `5 January 2027`: the receipt's own date reads better without the weekday. */
function istDate(at: Date): string {
  const { day, month, year } = istToday(at);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * pdfkit and the number words (to-words), loaded on the first receipt asked for, not
 * at start. An approval renders its receipt inside its transaction, holding the year's
 * receipt counter: it loads them first, so no lock waits for a module to load.
 */
export const loadReceiptLibraries = () => Promise.all([import('pdfkit'), import('./amount-in-words.js')]);

type AmountWriters = Awaited<ReturnType<typeof loadReceiptLibraries>>[1];

const MARGIN = 42;
const LABEL_WIDTH = 134;
const INK = '#1f2937';
const MUTED = '#4b5563';

/**
 * The label–value lines of the receipt, in reading order: in English whatever the
 * account's language, as the PDF standard fonts hold no Devanagari.
 */
function receiptLines(
  d: ReceiptData,
  { amountInFigures, amountInWords }: AmountWriters,
): [label: string, value: string][] {
  return [
    ['Receipt number', d.receiptNumber],
    ['Receipt date', istDate(d.issuedAt)],
    ['Received from', d.receivedFrom],
    ['Patient', d.patientName],
    ['Doctor', d.doctorName],
    ['Speciality', d.speciality],
    ['Appointment', `${dateInWords(d.slotDate, 'en')} at ${timeInIst(d.slotTime, 'en')}`],
    ['Amount', amountInFigures(d.amount)],
    ['Amount in words', amountInWords(d.amount)],
    ['Payment mode', 'UPI'],
    ['UPI transaction ID (UTR)', d.utr],
  ];
}

/**
 * The receipt as an A5 PDF. Amounts are written "Rs." because the PDF standard fonts,
 * which every reader has, hold no rupee sign. The document's dates are the receipt's
 * own, so the same receipt renders to the same bytes every time it is downloaded.
 */
export async function renderReceiptPdf(d: ReceiptData): Promise<Buffer> {
  const [{ default: PDFDocument }, amounts] = await loadReceiptLibraries();
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    info: {
      Title: `Payment receipt ${d.receiptNumber}`,
      Author: CENTRE_NAME,
      CreationDate: d.issuedAt,
      ModDate: d.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(CENTRE_NAME, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(CENTRE_ADDRESS_TEXT, { width });
  doc.text(`Phone: ${CENTRE_PHONE_DISPLAY}    E-mail: ${d.centreEmail}`, { width });
  doc.moveDown(0.6);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.8)
    .strokeColor('#9ca3af')
    .stroke();

  doc.moveDown(1).fillColor(INK).font('Helvetica-Bold').fontSize(16).text('Payment receipt', MARGIN);
  doc.moveDown(0.8).fontSize(10);
  for (const [label, value] of receiptLines(d, amounts)) {
    const top = doc.y;
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, MARGIN, top, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, MARGIN + LABEL_WIDTH, top, {
        width: width - LABEL_WIDTH,
      });
    doc.y = Math.max(doc.y, labelBottom) + 5;
  }

  doc.moveDown(1.5).font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
  doc.text('This is a computer-generated receipt and needs no signature.', MARGIN, doc.y, { width });
  doc.end();
  return done;
}
