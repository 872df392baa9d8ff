import { EmailDto } from '../../auth/dto/email.dto.js';
import { OtpCode } from '../../auth/dto/otp-code.js';

/** `{ email, otp }`: the new address, normalised like every e-mail the API takes, and the code mailed to it. */
export class EmailChangeDto extends EmailDto {
  @OtpCode()
  otp!: string;
}
