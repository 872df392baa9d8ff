import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BlockedSlotsResponse, StaffDoctorResponse, StaffDoctorsResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { SingleFileUpload } from '../common/http/single-file-upload.js';
import { RouteId } from '../common/validation/route-id.pipe.js';
import { DOCTOR_NOT_FOUND, DoctorsAdminService } from '../doctors/doctors-admin.service.js';
import { CreateDoctorDto } from '../doctors/dto/create-doctor.dto.js';
import { SetAvailabilityDto } from '../doctors/dto/set-availability.dto.js';
import { SetBlockedSlotsDto } from '../doctors/dto/set-blocked-slots.dto.js';
import { UpdateDoctorDto } from '../doctors/dto/update-doctor.dto.js';
import { PROFILE_IMAGE_MAX_BYTES } from '../storage/storage.service.js';

const photoUpload = () => SingleFileUpload('image', PROFILE_IMAGE_MAX_BYTES);

/** A doctor's console changes only that doctor's calendar. */
const OWN_ONLY = "a doctor naming another doctor's id";

// Roles per route, not per class: a class's guard and a route's would both run.
@ApiTags('staff')
@Controller('admin')
export class AdminDoctorsController {
  constructor(private readonly doctors: DoctorsAdminService) {}

  @Get('doctors')
  @Auth('admin', 'staff', 'doctor')
  @ApiOkResponse({
    description:
      '`{ success, doctors }`: every doctor, as the public list shows them (a doctor: only their own)',
  })
  async list(@CurrentCaller() caller: Caller): Promise<StaffDoctorsResponse> {
    return { success: true, doctors: await this.doctors.listFor(caller) };
  }

  @Post('doctors')
  @Auth('admin', 'staff')
  @photoUpload()
  @ApiCreatedResponse({ description: '`{ success, doctor }`; the photo (`image`) is required' })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() dto: CreateDoctorDto,
    @UploadedFile() image?: UploadedMultipartFile,
  ): Promise<StaffDoctorResponse> {
    return { success: true, doctor: await this.doctors.create(caller, dto, image?.buffer) };
  }

  @Put('doctors/:id')
  @Auth('admin', 'staff')
  @photoUpload()
  @ApiOkResponse({ description: '`{ success, doctor }`; only the fields sent change' })
  async update(
    @CurrentCaller() caller: Caller,
    @RouteId('id', DOCTOR_NOT_FOUND) id: string,
    @Body() dto: UpdateDoctorDto,
    @UploadedFile() image?: UploadedMultipartFile,
  ): Promise<StaffDoctorResponse> {
    return { success: true, doctor: await this.doctors.update(caller, id, dto, image?.buffer) };
  }

  @Post('doctors/:id/availability')
  @HttpCode(200)
  @Auth('admin', 'staff', 'doctor')
  @ApiOkResponse({ description: '`{ success, doctor }`' })
  @ApiForbiddenResponse({ description: OWN_ONLY })
  async setAvailability(
    @CurrentCaller() caller: Caller,
    @RouteId('id', DOCTOR_NOT_FOUND) id: string,
    @Body() dto: SetAvailabilityDto,
  ): Promise<StaffDoctorResponse> {
    return { success: true, doctor: await this.doctors.setAvailability(caller, id, dto.available) };
  }

  @Put('doctors/:id/blocked-slots')
  @Auth('admin', 'staff', 'doctor')
  @ApiForbiddenResponse({ description: OWN_ONLY })
  @ApiOkResponse({
    description: '`{ success, doctor, warnings }`: warnings name blocked slots that a live appointment holds',
  })
  async setBlockedSlots(
    @CurrentCaller() caller: Caller,
    @RouteId('id', DOCTOR_NOT_FOUND) id: string,
    @Body() dto: SetBlockedSlotsDto,
  ): Promise<BlockedSlotsResponse> {
    return { success: true, ...(await this.doctors.setBlockedSlots(caller, id, dto.blockedSlots)) };
  }
}
