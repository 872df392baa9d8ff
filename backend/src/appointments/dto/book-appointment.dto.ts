import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';
import { IsId, IsOmittable } from '../../common/validation/validators.js';

/** The booking rules themselves (grid, window, Sunday…) are checked by the service with `common/`. */
export class BookAppointmentDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @IsNotEmpty({ message: 'Please choose a doctor' })
  @MaxLength(64)
  docId!: string;

  @ApiProperty({ example: '5_1_2027', description: 'd_m_yyyy without zero padding' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please choose a date' })
  @MaxLength(16)
  slotDate!: string;

  @ApiProperty({ example: '10:30', description: '24-hour HH:MM; "10:30 am" is accepted too' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please select a time slot' })
  @MaxLength(16)
  slotTime!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "a family member's `_id`, when the visit is for them; left out for the account holder",
  })
  @IsOmittable()
  @IsId("a family member's id")
  patientId?: string;
}
