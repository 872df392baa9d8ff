import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const ENQUIRIES_PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${PAGE_MAX}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${ENQUIRIES_PAGE_SIZE_MAX}`;

/** `?page=1&pageSize=20`: pages count from 1. */
export class ListEnquiriesDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(PAGE_MAX, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: ENQUIRIES_PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(ENQUIRIES_PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
