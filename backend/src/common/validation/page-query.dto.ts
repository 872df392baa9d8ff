import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${PAGE_MAX}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** `?page=1&pageSize=20` for every paged staff list; pages count from 1. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(PAGE_MAX, { message: PAGE_MESSAGE })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  pageSize: number = 20;
}
