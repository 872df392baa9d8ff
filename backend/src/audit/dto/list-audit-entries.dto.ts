import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsId } from '../../common/validation/validators.js';

export const AUDIT_PAGE_MAX = 200;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;

/** `?actorId=&action=&before=<id>&limit=50`: newest first, paged by the id of the last entry seen. */
export class ListAuditEntriesDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'only entries by this staff member' })
  @IsOptional()
  @IsId('a user id')
  actorId?: string;

  @ApiPropertyOptional({ example: 'doctor.update' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({
    description: 'only entries older than this entry id (the last id of the page before)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'before must be an entry id' })
  @Min(1, { message: 'before must be an entry id' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'before must be an entry id' })
  before?: number;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: AUDIT_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(AUDIT_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}
