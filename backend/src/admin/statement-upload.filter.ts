import { Catch } from '@nestjs/common';
import { STATEMENT_MAX_BYTES } from '@umang/common';
import type { FastifyRequest } from 'fastify';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';

const TOO_LARGE =
  `This file is larger than ${STATEMENT_MAX_BYTES / (1024 * 1024)} MB, too large for a bank statement. ` +
  'Please download the statement as CSV or Excel (XLSX) for one month at a time.';

/**
 * The upload parser refuses a file over the limit with a bare "File too large"; on
 * the statement upload (the only route this filter is on) it says what to do
 * instead. Everything else is the global answer.
 */
@Catch()
export class StatementUploadFilter extends AllExceptionsFilter {
  constructor() {
    super(null);
  }

  protected override toAnswer(exception: unknown, request: FastifyRequest): { status: number; body: object } {
    const answer = super.toAnswer(exception, request);
    if (answer.status !== 413) return answer;
    return { status: 413, body: { ...answer.body, message: TOO_LARGE } };
  }
}
