import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../common/validation/transforms.js';

export class LoginDto {
  @ApiProperty({ example: 'asha@example.org' })
  @Transform(normaliseEmail)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your e-mail' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(1024)
  password!: string;
}
