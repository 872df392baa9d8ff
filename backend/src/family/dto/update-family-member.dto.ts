import { PartialType } from '@nestjs/swagger';
import { CreateFamilyMemberDto } from './create-family-member.dto.js';

/** The fields of a new member, each optional (but never null); only those sent change. */
export class UpdateFamilyMemberDto extends PartialType(CreateFamilyMemberDto, {
  skipNullProperties: false,
}) {}
