import { Catch } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';

/**
 * The contact form shows the answer's `error` field, so every client error of this
 * controller (validation pipe, rate limit, rules) carries it, equal to `message`.
 * Server errors keep the global answer: the form then shows its own fallback text.
 * Everything else (status, headers such as Retry-After) is the global filter's.
 */
@Catch()
export class ContactErrorFilter extends AllExceptionsFilter {
  constructor() {
    super(null);
  }

  protected override toAnswer(exception: unknown, request: FastifyRequest): { status: number; body: object } {
    const answer = super.toAnswer(exception, request);
    if (answer.status >= 500) return answer;
    const { message } = answer.body as { message: string };
    return { status: answer.status, body: { ...answer.body, error: message } };
  }
}
