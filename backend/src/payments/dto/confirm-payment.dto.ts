import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/validators.js';
import { AppointmentIdDto } from '../../appointments/dto/appointment-id.dto.js';

/** Emptiness and the 12-digit UTR rule are checked by the service, with the fixed wording of FORMAT_MESSAGES. */
export class ConfirmPaymentDto extends AppointmentIdDto {
  @ApiProperty({ example: 'Asha Verma' })
  @IsString({ message: 'Please fill in all fields' })
  @IsSingleLine()
  @MaxLength(100)
  name!: string;

  @ApiProperty({ example: '412345678901', description: '12-digit UPI reference (UTR); spaces are ignored' })
  @IsString({ message: 'Please fill in all fields' })
  @IsSingleLine()
  @MaxLength(40)
  transactionId!: string;
}
