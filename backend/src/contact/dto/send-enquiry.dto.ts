import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/validators.js';

/**
 * The contact form as sent. Every field is optional here so that a missing one is
 * answered with the form's own message (`All fields are required!`) by the service.
 * All but the message are single lines: they become lines of the mail to the centre,
 * where a line break would forge a line of its own.
 */
export class SendEnquiryDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'Asha Verma' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ maxLength: 254, example: 'asha@example.org' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Speech therapy for my son' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional({ maxLength: 20, example: '9876543210', description: '10 digits starting 6-9' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(20)
  phone?: string;

  @ApiPropertyOptional({ maxLength: 5000, example: 'Which days can we come for a first assessment?' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  message?: string;
}
