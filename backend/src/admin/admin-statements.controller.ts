import { Body, Controller, HttpCode, Post, UploadedFile, UseFilters } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  STATEMENT_MAX_BYTES,
  type StatementApplyResponse,
  type StatementImportResponse,
} from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { InvalidError } from '../common/errors/domain-error.js';
import { SingleFileUpload } from '../common/http/single-file-upload.js';
import { RouteId } from '../common/validation/route-id.pipe.js';
import { ApplyStatementDto } from '../reconciliation/dto/apply-statement.dto.js';
import { STATEMENT_NOT_FOUND, StatementsService } from '../reconciliation/statements.service.js';
import { StatementUploadFilter } from './statement-upload.filter.js';

/** The name as stored and shown back: one line, no control characters, not too long. */
const fileNameOf = (file: UploadedMultipartFile): string =>
  file.originalname
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200) || 'statement';

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin/payments/statements')
export class AdminStatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Post()
  @HttpCode(200)
  @UseFilters(StatementUploadFilter)
  @SingleFileUpload('file', STATEMENT_MAX_BYTES)
  @ApiOkResponse({
    description:
      'StatementImportResponse: the statement (the same file again answers the same `statementId` and stores nothing new) and its groups',
  })
  @ApiBadRequestResponse({
    description: 'no file, or not a readable statement of the centre (`statement_*` codes)',
  })
  @ApiPayloadTooLargeResponse({ description: 'a file over 5 MB' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'not a multipart form, or a file that is neither CSV nor XLSX',
  })
  async import(
    @CurrentCaller() staff: Caller,
    @UploadedFile() file?: UploadedMultipartFile,
  ): Promise<StatementImportResponse> {
    if (!file?.buffer) {
      throw new InvalidError(
        'Please choose the bank statement file (CSV or XLSX) to upload',
        'media_required',
      );
    }
    return this.statements.importFile(file.buffer, { fileName: fileNameOf(file), staffId: staff.id });
  }

  @Post(':statementId/apply')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'StatementApplyResponse: how many were approved, and why each other was left alone',
  })
  @ApiNotFoundResponse({ description: '`statement_not_found`' })
  async apply(
    @CurrentCaller() staff: Caller,
    @RouteId('statementId', STATEMENT_NOT_FOUND) statementId: string,
    @Body() dto: ApplyStatementDto,
  ): Promise<StatementApplyResponse> {
    return this.statements.apply(staff.id, statementId, dto.appointmentIds);
  }
}
