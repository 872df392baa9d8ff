import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetAvailabilityDto {
  @ApiProperty({ example: false })
  @IsBoolean({ message: 'available must be true or false' })
  available!: boolean;
}
