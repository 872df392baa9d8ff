import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service.js';
import { ListAuditEntriesDto } from '../audit/dto/list-audit-entries.dto.js';
import { Auth } from '../auth/auth.guard.js';

const DEFAULT_LIMIT = 50;

type AuditRow = Awaited<ReturnType<AuditService['list']>>[number];

export interface AuditEntryView {
  id: number;
  /** Null when the entry has no actor or the account was deleted since. */
  actor: { id: string; name: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  /** ISO 8601. */
  createdAt: string;
}

const toView = ({ actorId, actorName, actorEmail, createdAt, ...entry }: AuditRow): AuditEntryView => ({
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
  async list(@Query() query: ListAuditEntriesDto): Promise<{ success: true; entries: AuditEntryView[] }> {
    const rows = await this.audit.list({
      actorId: query.actorId,
      action: query.action,
      beforeId: query.before,
      limit: query.limit ?? DEFAULT_LIMIT,
    });
    return { success: true, entries: rows.map(toView) };
  }
}
