import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AppointmentIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @IsNotEmpty({ message: 'Please choose an appointment' })
  @MaxLength(64)
  appointmentId!: string;
}
