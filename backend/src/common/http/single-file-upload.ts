import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import { UploadRoute } from './content-types.js';

/** The longest text field of any form: a post's body, 20 000 characters of up to 3 bytes each. */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * A multipart form with at most one file in `field` of at most `maxBytes` (413 beyond)
 * and a few short text fields; the file's type is checked later by its bytes in
 * StorageService. The text fields are bounded in number and size too, so a form
 * cannot carry more to parse than the JSON routes accept.
 */
export const SingleFileUpload = (field: string, maxBytes: number, fields = 20) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    UploadRoute(),
    UseInterceptors(
      FileInterceptor(field, {
        limits: {
          fileSize: maxBytes,
          files: 1,
          fields,
          fieldSize: MAX_FIELD_BYTES,
          fieldNameSize: 100,
          parts: fields + 1,
          headerPairs: 20,
        },
      }),
    ),
  );
