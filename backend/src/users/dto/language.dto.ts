import { ApiProperty } from '@nestjs/swagger';
import { type Language, LANGUAGES, type LanguageRequest } from '@umang/common';
import { IsIn } from 'class-validator';

/** The language the account's mails are written in from now on. */
export class LanguageDto implements LanguageRequest {
  @ApiProperty({ enum: LANGUAGES, example: 'hi' })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language!: Language;
}
