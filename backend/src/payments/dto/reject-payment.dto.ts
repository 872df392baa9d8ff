import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';

export class RejectPaymentDto {
  @ApiProperty({ example: 'No payment with this UTR reached our account' })
  @Transform(trim)
  @IsString({ message: 'Please give a reason for the rejection' })
  @MinLength(3, { message: 'Please give a reason for the rejection' })
  @MaxLength(500)
  reason!: string;
}
