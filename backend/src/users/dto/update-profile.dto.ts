import { ApiPropertyOptional } from '@nestjs/swagger';
import { BLOOD_GROUPS, FORMAT_MESSAGES, GENDERS, PHONE_PATTERN } from '@umang/common';
import { plainToInstance, Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IsPastDateOrEmpty } from '../../common/validation/is-past-date.js';
import { trim } from '../../common/validation/transforms.js';

export class AddressDto {
  @IsString()
  @MaxLength(200)
  line1!: string;

  @IsString()
  @MaxLength(200)
  line2!: string;
}

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
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name cannot be empty' })
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  fathername?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  mothername?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: FORMAT_MESSAGES.phone })
  phone?: string;

  @ApiPropertyOptional({ description: 'JSON text of { line1, line2 }', example: '{"line1":"","line2":""}' })
  @IsOptional()
  @Transform(parseAddress)
  @ValidateNested({ message: 'address must be JSON text of { line1, line2 }' })
  address?: AddressDto;

  @ApiPropertyOptional({ enum: ['', ...GENDERS] })
  @IsOptional()
  @IsIn(['', ...GENDERS], { message: 'gender must be Male or Female' })
  gender?: string;

  @ApiPropertyOptional({ example: '2015-08-14' })
  @IsOptional()
  @IsPastDateOrEmpty()
  dob?: string;

  @ApiPropertyOptional({ enum: ['', ...BLOOD_GROUPS] })
  @IsOptional()
  @IsIn(['', ...BLOOD_GROUPS], { message: `bloodGroup must be one of ${BLOOD_GROUPS.join(', ')}` })
  bloodGroup?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  allergy?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  medicalCondition?: string;
}
