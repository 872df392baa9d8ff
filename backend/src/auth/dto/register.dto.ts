import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORMAT_MESSAGES, PHONE_PATTERN } from '@umang/common';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';
import { IsSingleLine } from '../../common/validation/validators.js';
import { EmailDto } from './email.dto.js';
import { OtpCode } from './otp-code.js';

export class RegisterDto extends EmailDto {
  @ApiProperty({ example: 'Asha Verma' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your full name' })
  @MaxLength(100)
  @IsSingleLine()
  name!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString({ message: 'Please enter a password' })
  password!: string;

  @ApiProperty({ example: '9876543210' })
  @Transform(trim)
  @IsString({ message: FORMAT_MESSAGES.phone })
  @Matches(PHONE_PATTERN, { message: FORMAT_MESSAGES.phone })
  phone!: string;

  @OtpCode()
  otp!: string;

  @ApiProperty({ description: 'Agreement to the processing of health data; must be true' })
  @Equals(true, { message: 'Please agree to the processing of your health data to create an account' })
  consent!: boolean;

  /**
   * Checked by the service, not here, so the refusal carries its own code
   * (`adult_required`) for the form to say why; here only its type.
   */
  @ApiProperty({
    description:
      'The account holder confirms they are 18 or older; anything but true is refused (adult_required)',
  })
  @IsOptional()
  @IsBoolean({ message: 'adult must be true or false' })
  adult?: boolean;

  @ApiPropertyOptional({
    description: 'Consent to the optional reminder mail the day before a visit; only true gives it',
    default: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'reminders must be true or false' })
  reminders?: boolean;
}
