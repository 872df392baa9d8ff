import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSOLE_ROLES, type ConsoleRole, type CreateConsoleAccountRequest } from '@umang/common';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { EmailDto } from '../../auth/dto/email.dto.js';
import { trim } from '../../common/validation/transforms.js';
import { IsId, IsOmittable, IsSingleLine, IsText } from '../../common/validation/validators.js';

/** `{ email, name, role, doctorId? }`: doctorId names the doctor of a `doctor` account. */
export class CreateConsoleAccountDto extends EmailDto implements CreateConsoleAccountRequest {
  @ApiProperty({ example: 'Priya Sharma', maxLength: 100 })
  @Transform(trim)
  @IsText(100)
  @IsSingleLine()
  name!: string;

  @ApiProperty({ enum: CONSOLE_ROLES })
  @IsIn(CONSOLE_ROLES, { message: `role must be one of ${CONSOLE_ROLES.join(', ')}` })
  role!: ConsoleRole;

  @ApiPropertyOptional({ format: 'uuid', description: 'required for a doctor account, refused otherwise' })
  @IsOmittable()
  @IsId('a UUID')
  doctorId?: string;
}
