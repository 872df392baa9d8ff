import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { IsList, IsText } from '../../common/validation/validators.js';

/** One day's closed times; the service checks the date and normalises the times. */
export class BlockedDayDto {
  @ApiProperty({ example: '5_1_2027', description: 'd_m_yyyy' })
  @IsText(20)
  date!: string;

  @ApiProperty({ example: ['10:30', '3:00 pm'], description: 'HH:MM or h:mm am/pm, on the slot grid' })
  @IsList(50, 'times such as 10:30 or 3:00 pm')
  @IsText(20, { each: true })
  times!: string[];
}

/** The doctor's whole list of blocked slots from today on; it replaces the current one. */
export class SetBlockedSlotsDto {
  @ApiProperty({ type: [BlockedDayDto] })
  @IsList(200, 'days of { date, times }')
  @ValidateNested({ each: true })
  @Type(() => BlockedDayDto)
  blockedSlots!: BlockedDayDto[];
}
