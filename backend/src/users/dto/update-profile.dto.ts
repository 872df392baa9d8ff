import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  FORMAT_MESSAGES,
  type Gender,
  GENDERS,
  PHONE_PATTERN,
} from '@umang/common';
import { plainToInstance, Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IsPastDateOrEmpty } from '../../common/validation/is-past-date.js';
import { trim } from '../../common/validation/transforms.js';
import { IsOmittable, IsSingleLine } from '../../common/validation/validators.js';

export class AddressDto {
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  line1!: string;

  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  line2!: string;
}

export const ADDRESS_MESSAGE = 'address must be JSON text of { line1, line2 }';

/** Multipart sends the address as JSON text; anything unreadable is left for validation to refuse. */
const parseAddress = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? plainToInstance(AddressDto, parsed)
      : value;
  } catch {
    return value;
  }
};

/** The multipart text fields of update-profile; each is optional and replaces the stored value. */
export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name cannot be empty' })
  @IsSingleLine()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  fathername?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  mothername?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: FORMAT_MESSAGES.phone })
  phone?: string;

  @ApiPropertyOptional({ description: 'JSON text of { line1, line2 }', example: '{"line1":"","line2":""}' })
  @IsOmittable()
  @Transform(parseAddress)
  // ValidateNested alone lets a list through: it checks each entry, and [] has none.
  @IsObject({ message: ADDRESS_MESSAGE })
  @ValidateNested({ message: ADDRESS_MESSAGE })
  address?: AddressDto;

  @ApiPropertyOptional({ enum: ['', ...GENDERS] })
  @IsOmittable()
  @IsIn(['', ...GENDERS], { message: 'gender must be Male or Female' })
  gender?: Gender | '';

  @ApiPropertyOptional({ example: '2015-08-14' })
  @IsOmittable()
  @IsPastDateOrEmpty()
  dob?: string;

  @ApiPropertyOptional({ enum: ['', ...BLOOD_GROUPS] })
  @IsOmittable()
  @IsIn(['', ...BLOOD_GROUPS], { message: `bloodGroup must be one of ${BLOOD_GROUPS.join(', ')}` })
  bloodGroup?: BloodGroup | '';

  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  allergy?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  medicalCondition?: string;
}
