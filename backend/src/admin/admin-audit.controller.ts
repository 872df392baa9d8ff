import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditEntry, AuditResponse } from '@umang/common';
import { AuditService } from '../audit/audit.service.js';
import { ListAuditEntriesDto } from '../audit/dto/list-audit-entries.dto.js';
import { Auth } from '../auth/auth.guard.js';

const DEFAULT_LIMIT = 50;

type AuditRow = Awaited<ReturnType<AuditService['list']>>[number];

const toView = ({ actorId, actorName, actorEmail, createdAt, ...entry }: AuditRow): AuditEntry => ({
  ...entry,
  actor: actorId ? { id: actorId, name: actorName ?? '', email: actorEmail ?? '' } : null,
  createdAt: createdAt.toISOString(),
});

@ApiTags('staff')
@Auth('staff')
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
    return { success: true, entries: rows.map(toView) };
  }
}
