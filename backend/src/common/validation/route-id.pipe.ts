import { Param, type PipeTransform } from '@nestjs/common';
import { isId } from '@umang/common';
import { NotFoundError, type NotFoundReason } from '../errors/domain-error.js';

/**
 * A record's id in the path. A malformed one names no record, so it answers the
 * same 404 as an unknown id, and never reaches the database (where it would be
 * a query error rather than "not found").
 */
export class RouteIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFound: NotFoundReason) {}

  transform(value: unknown): string {
    if (isId(value)) return value;
    throw NotFoundError.of(this.notFound);
  }
}

/** `@RouteId('id', DOCTOR_NOT_FOUND)`: the path parameter `name`, a well-formed id or that record's 404. */
export const RouteId = (name: string, notFound: NotFoundReason) => Param(name, new RouteIdPipe(notFound));
