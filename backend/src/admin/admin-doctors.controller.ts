import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin')
export class AdminDoctorsController {
  constructor(private readonly doctors: DoctorsAdminService) {}

  @Get('doctors')
  @ApiOkResponse({ description: '`{ success, doctors }`: every doctor, as the public list shows them' })
  async list(): Promise<StaffDoctorsResponse> {
    return { success: true, doctors: await this.doctors.list() };
  }

  @Post('doctors')
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
  @ApiOkResponse({ description: '`{ success, doctor }`' })
  async setAvailability(
    @CurrentCaller() caller: Caller,
    @RouteId('id', DOCTOR_NOT_FOUND) id: string,
    @Body() dto: SetAvailabilityDto,
  ): Promise<StaffDoctorResponse> {
    return { success: true, doctor: await this.doctors.setAvailability(caller, id, dto.available) };
  }

  @Put('doctors/:id/blocked-slots')
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
