import { ApiProperty } from '@nestjs/swagger';
import { STATEMENT_APPLY_MAX } from '@umang/common';
import { ArrayMinSize, ArrayUnique } from 'class-validator';
import { IsId, IsList } from '../../common/validation/validators.js';

export class ApplyStatementDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: STATEMENT_APPLY_MAX,
    uniqueItems: true,
    description: 'Appointments whose pending proofs the statement confirms, approved in this order',
  })
  @IsList(STATEMENT_APPLY_MAX, 'appointment ids')
  @ArrayMinSize(1, { message: 'Please choose at least one payment to approve' })
  @ArrayUnique({ message: 'appointmentIds must not name an appointment twice' })
  @IsId('an appointment id', { each: true })
  appointmentIds!: string[];
}
