import type request from 'supertest';

/** Collects a binary answer (a PDF) whole, for supertest's `.parse()`. */
export const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * The text a reader sees in a PDF, page after page, as pdf.js extracts it: items on
 * one line joined as they stand, lines ended with a newline. pdf.js is the reader
 * inside Firefox, so what it finds is what a patient's viewer shows.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}
