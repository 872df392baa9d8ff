import { ApiPropertyOptional } from '@nestjs/swagger';
import { dashboardRangeError } from '@umang/common';
import { Allow, registerDecorator, type ValidationArguments, ValidateIf } from 'class-validator';

/** A repeated query parameter arrives as a list: refused as not a date, like any other non-text. */
const asText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : '';

const rangeError = (dto: DashboardRangeDto) => dashboardRangeError(asText(dto.from), asText(dto.to));

/**
 * The whole range is judged on `to` by the one rule the console's date pickers use
 * too, so a refusal reads the same in both places and names one problem at a time.
 */
const IsDashboardRange = () => (target: object, propertyName: string) =>
  registerDecorator({
    name: 'isDashboardRange',
    target: target.constructor,
    propertyName,
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) =>
        rangeError(args!.object as DashboardRangeDto) === null,
      defaultMessage: (args?: ValidationArguments) => rangeError(args!.object as DashboardRangeDto) ?? '',
    },
  });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both IST days included; neither for this month so far. */
export class DashboardRangeDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'first IST day, with `to`' })
  // Judged with `to`, as the rule needs both ends.
  @Allow()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'last IST day, with `from`' })
  @ValidateIf((dto: DashboardRangeDto) => dto.from !== undefined || dto.to !== undefined)
  @IsDashboardRange()
  to?: string;
}
