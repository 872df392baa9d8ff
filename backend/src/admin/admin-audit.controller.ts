import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditResponse } from '@umang/common';
import { toAuditEntry } from '../audit/audit-entry.presenter.js';
import { AuditService } from '../audit/audit.service.js';
import { ListAuditEntriesDto } from '../audit/dto/list-audit-entries.dto.js';
import { Auth } from '../auth/auth.guard.js';

const DEFAULT_LIMIT = 50;

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit')
  @ApiOkResponse({
    description:
      '`{ success, entries: [{ id, actor: { id, name, email } | null, action, targetType, targetId, details, createdAt }] }`, newest first; pass the last id as `before` for the next page',
  })
  async list(@Query() query: ListAuditEntriesDto): Promise<AuditResponse> {
    const rows = await this.audit.list({
      actorId: query.actorId,
      action: query.action,
      beforeId: query.before,
      limit: query.limit ?? DEFAULT_LIMIT,
    });
    return { success: true, entries: rows.map(toAuditEntry) };
  }
}
