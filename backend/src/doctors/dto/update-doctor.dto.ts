import { PartialType } from '@nestjs/swagger';
import { CreateDoctorDto } from './create-doctor.dto.js';

/** The same fields as a new doctor, each optional (but never null); only those sent change. */
export class UpdateDoctorDto extends PartialType(CreateDoctorDto, { skipNullProperties: false }) {}
