import { NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import { isId } from '@umang/common';

/**
 * A record's id in the path. A malformed one names no record, so it answers the
 * same 404 as an unknown id, and never reaches the database (where it would be
 * a query error rather than "not found").
 */
export class RouteIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFound: string) {}

  transform(value: unknown): string {
    if (isId(value)) return value;
    throw new NotFoundException(this.notFound);
  }
}

/** `@RouteId('id', 'Doctor not found')`: the path parameter `name`, a well-formed id or a 404. */
export const RouteId = (name: string, notFound: string) => Param(name, new RouteIdPipe(notFound));
