import { OtpCode } from '../../auth/dto/otp-code.js';

/** `{ otp }`: the code mailed to the account's address by delete-account/send-otp. */
export class DeleteAccountDto {
  @OtpCode()
  otp!: string;
}
