import { Body, Controller, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { ApiResult, ProfileResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { PROFILE_IMAGE_MAX_BYTES } from '../storage/storage.service.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('profile')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('get-profile')
  @Auth()
  async getProfile(@CurrentCaller() caller: Caller): Promise<ProfileResponse> {
    return { success: true, userData: await this.users.getProfile(caller.id) };
  }

  @Post('update-profile')
  @HttpCode(200)
  @Auth()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    FileInterceptor('image', { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20 } }),
  )
  async updateProfile(
    @CurrentCaller() caller: Caller,
    @Body() dto: UpdateProfileDto,
    @UploadedFile() image?: UploadedMultipartFile,
  ): Promise<ApiResult> {
    await this.users.updateProfile(caller.id, dto, image?.buffer);
    return { success: true, message: 'Profile updated' };
  }
}
