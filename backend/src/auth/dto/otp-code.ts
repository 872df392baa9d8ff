import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';

/** The six-digit code from the e-mail. */
export const OtpCode = () =>
  applyDecorators(
    ApiProperty({ example: '042917' }),
    Transform(trim),
    IsString({ message: 'Please enter the 6-digit OTP from the e-mail' }),
    Matches(/^\d{6}$/, { message: 'Please enter the 6-digit OTP from the e-mail' }),
  );
