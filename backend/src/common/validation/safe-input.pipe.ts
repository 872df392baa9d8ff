import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { screenInput, wasScreened } from './screen-input.js';

export { MAX_INPUT_DEPTH } from './screen-input.js';

/**
 * Refuses, before any DTO sees it, request input the rest of the stack cannot
 * take (see `screenInput`): a NUL character, nesting deeper than any form, more
 * fields than any form. A JSON body was screened as it was parsed and is not
 * walked again; query strings, path parameters and multipart fields are.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom' || wasScreened(value)) return value;
    screenInput(value);
    return value;
  }
}
