import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiResult, ProfileResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { SingleFileUpload } from '../common/http/single-file-upload.js';
import { PROFILE_IMAGE_MAX_BYTES } from '../storage/storage.service.js';
import { LanguageDto } from './dto/language.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('profile')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('get-profile')
  @Auth('patient')
  async getProfile(@CurrentCaller() caller: Caller): Promise<ProfileResponse> {
    return this.users.getProfile(caller.id);
  }

  @Post('update-profile')
  @HttpCode(200)
  @Auth('patient')
  // Below the upload, so the limit is checked before the file is read.
  @SingleFileUpload('image', PROFILE_IMAGE_MAX_BYTES)
  @RateLimit('profileUpdatesByAccount')
  async updateProfile(
    @CurrentCaller() caller: Caller,
    @Body() dto: UpdateProfileDto,
    @UploadedFile() image?: UploadedMultipartFile,
  ): Promise<ApiResult> {
    await this.users.updateProfile(caller.id, dto, image?.buffer);
    return { success: true, message: 'Profile updated' };
  }

  /** Sent by the SPA on every switch of language while signed in. */
  @Put('language')
  @Auth('patient')
  @RateLimit('languageChangesByAccount')
  @ApiOkResponse({ description: 'every later mail to the account is written in this language' })
  async setLanguage(@CurrentCaller() caller: Caller, @Body() dto: LanguageDto): Promise<ApiResult> {
    await this.users.setLanguage(caller.id, dto.language);
    return { success: true, message: 'Language saved' };
  }
}
