import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Far deeper than any form of this API (blocked slots are the deepest, at 3). */
export const MAX_INPUT_DEPTH = 16;

/**
 * Refuses, before any DTO sees it, request input the rest of the stack cannot
 * take: a NUL character, which PostgreSQL cannot store or even compare (every
 * query with one fails), and nesting so deep that class-transformer, which
 * walks input recursively, overflows the stack. Both were server errors.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    // Iterative, so that checking a deep value cannot overflow the stack either.
    const pending: [unknown, number][] = [[value, 0]];
    while (pending.length > 0) {
      const [item, depth] = pending.pop()!;
      if (typeof item === 'string') {
        if (item.includes('\u0000')) throw new BadRequestException('The request contains a NUL character');
      } else if (item !== null && typeof item === 'object') {
        if (depth >= MAX_INPUT_DEPTH) throw new BadRequestException('The request is nested too deeply');
        for (const [key, child] of Object.entries(item)) pending.push([key, depth], [child, depth + 1]);
      }
    }
    return value;
  }
}
