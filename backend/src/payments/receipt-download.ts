import { applyDecorators, Header, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { PRIVATE_NO_STORE } from '../common/http/no-store.js';
import type { ReceiptFile } from './payments.service.js';

/** A receipt answered as a PDF the browser saves under the receipt's own name. */
export const receiptDownload = ({ fileName, pdf }: ReceiptFile): StreamableFile =>
  new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${fileName}"`,
    length: pdf.length,
  });

/** What the two receipt routes, the patient's and the staff's, document and send alike. */
export const ReceiptRoute = (notFound: string) =>
  applyDecorators(
    Header('Cache-Control', PRIVATE_NO_STORE),
    ApiProduces('application/pdf'),
    ApiOkResponse({
      description: 'The payment receipt as a PDF attachment, `receipt-UMG-2026-27-000123.pdf`',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiNotFoundResponse({ description: notFound }),
    ApiConflictResponse({ description: '`not_paid`: the payment has not been accepted (yet)' }),
  );
