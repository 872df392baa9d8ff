import { ApiProperty } from '@nestjs/swagger';
import { type AcceptNoticeRequest, PRIVACY_NOTICE_VERSION } from '@umang/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AcceptNoticeDto implements AcceptNoticeRequest {
  @ApiProperty({
    example: PRIVACY_NOTICE_VERSION,
    description: 'The version of the notice the patient read; only the current one is accepted',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  version!: string;
}
