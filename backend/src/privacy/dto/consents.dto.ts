import { ApiProperty } from '@nestjs/swagger';
import type { ConsentsRequest } from '@umang/common';
import { IsBoolean } from 'class-validator';

export class ConsentsDto implements ConsentsRequest {
  @ApiProperty({
    description: 'Consent to the reminder mail the day before a visit: true gives it, false withdraws it',
  })
  @IsBoolean({ message: 'reminders must be true or false' })
  reminders!: boolean;
}
