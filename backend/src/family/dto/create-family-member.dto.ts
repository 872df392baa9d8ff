import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  type FamilyMemberFields,
  type Gender,
  GENDERS,
  type Relation,
  RELATIONS,
} from '@umang/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsPastDate } from '../../common/validation/is-past-date.js';
import { trim } from '../../common/validation/transforms.js';
import { IsOmittable, IsSingleLine, IsText } from '../../common/validation/validators.js';

/** A new family member: the same rules as the account holder's own profile fields. */
export class CreateFamilyMemberDto implements FamilyMemberFields {
  @ApiProperty({ example: 'Aarav Verma', maxLength: 100 })
  @Transform(trim)
  @IsText(100)
  @IsSingleLine()
  name!: string;

  @ApiProperty({ enum: RELATIONS })
  @IsIn(RELATIONS, { message: `relation must be one of ${RELATIONS.join(', ')}` })
  relation!: Relation;

  @ApiProperty({ example: '2016-04-21', description: 'yyyy-mm-dd, in the past' })
  @IsPastDate()
  dob!: string;

  @ApiProperty({ enum: GENDERS })
  @IsIn(GENDERS, { message: 'gender must be Male or Female' })
  gender!: Gender;

  @ApiPropertyOptional({ enum: ['', ...BLOOD_GROUPS] })
  @IsOmittable()
  @IsIn(['', ...BLOOD_GROUPS], { message: `bloodGroup must be one of ${BLOOD_GROUPS.join(', ')}` })
  bloodGroup?: BloodGroup | '';

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  allergy?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  medicalCondition?: string;

  @ApiPropertyOptional({
    description:
      "The account holder is the member's parent or guardian and agrees to the centre keeping their details; required for a member under 18 (guardian_consent_required)",
  })
  @IsOmittable()
  @IsBoolean({ message: 'guardianConsent must be true or false' })
  guardianConsent?: boolean;
}
