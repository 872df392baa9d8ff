import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_PATTERN, FORMAT_MESSAGES } from '@umang/common';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../common/validation/transforms.js';

/** `{ email }`: send-otp and forgot-password. */
export class EmailDto {
  @ApiProperty({ example: 'asha@example.org' })
  @Transform(normaliseEmail)
  @IsString({ message: FORMAT_MESSAGES.email })
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: FORMAT_MESSAGES.email })
  email!: string;
}
