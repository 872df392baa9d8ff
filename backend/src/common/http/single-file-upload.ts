import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';

/**
 * A multipart form with at most one file in `field` of at most `maxBytes` (413 beyond)
 * and a few text fields; the file's type is checked later by its bytes in StorageService.
 */
export const SingleFileUpload = (field: string, maxBytes: number, fields = 20) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields } })),
  );
