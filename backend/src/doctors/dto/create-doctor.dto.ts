import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, ValidateNested } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';
import { ADDRESS_MESSAGE, AddressDto } from '../../users/dto/update-profile.dto.js';
import { addressFromJsonText, toBoolean, toWholeNumber } from './form-values.js';
import { IsOmittable, IsSingleLine, IsText, IsWholeNumber } from '../../common/validation/validators.js';

export const EXPERIENCE_MAX_YEARS = 70;
export const FEES_MAX_RUPEES = 100_000;

/** The multipart text fields of a new doctor; the photo comes as the `image` file. */
export class CreateDoctorDto {
  @ApiProperty({ example: 'Dr. Meera Nair', maxLength: 100 })
  @Transform(trim)
  @IsText(100)
  @IsSingleLine()
  name!: string;

  @ApiProperty({ example: 'Psychologist', maxLength: 100 })
  @Transform(trim)
  @IsText(100)
  @IsSingleLine()
  speciality!: string;

  @ApiProperty({ example: 'MA, MPhil (Clinical Psychology)', maxLength: 200 })
  @Transform(trim)
  @IsText(200)
  @IsSingleLine()
  degree!: string;

  @ApiProperty({ example: 6, minimum: 0, maximum: EXPERIENCE_MAX_YEARS, description: 'whole years' })
  @Transform(toWholeNumber)
  @IsWholeNumber(0, EXPERIENCE_MAX_YEARS, 'years')
  experience!: number;

  @ApiProperty({ example: 'Works with children and young adults facing anxiety.', maxLength: 2000 })
  @Transform(trim)
  @IsText(2000)
  about!: string;

  @ApiProperty({ example: 700, minimum: 1, maximum: FEES_MAX_RUPEES, description: 'whole rupees' })
  @Transform(toWholeNumber)
  @IsWholeNumber(1, FEES_MAX_RUPEES, 'rupees')
  fees!: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'true' })
  @IsOmittable()
  @Transform(toBoolean)
  @IsBoolean({ message: 'available must be true or false' })
  available?: boolean;

  @ApiProperty({
    description: 'JSON text of { line1, line2 }',
    example: '{"line1":"Plot 21, Sector 40","line2":"Gurugram, Haryana 122003"}',
  })
  @Transform(addressFromJsonText)
  @IsDefined({ message: 'address is required' })
  @IsObject({ message: ADDRESS_MESSAGE })
  @ValidateNested({ message: ADDRESS_MESSAGE })
  address!: AddressDto;
}
