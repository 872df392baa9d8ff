import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { EmailDto } from './email.dto.js';
import { OtpCode } from './otp-code.js';

export class ResetPasswordDto extends EmailDto {
  @OtpCode()
  otp!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString({ message: 'Please enter a new password' })
  password!: string;
}
