import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { PrivacyNoticeResponse, PrivacyStatusResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller, Public } from '../auth/auth.guard.js';
import { NOTICE_PUBLIC_CACHING } from '../common/http/no-store.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { AcceptNoticeDto } from './dto/accept-notice.dto.js';
import { ConsentsDto } from './dto/consents.dto.js';
import { PrivacyService } from './privacy.service.js';

/** The notice's facts for /privacy: public, outside /api/user, the same for every reader. */
@ApiTags('privacy')
@Controller('privacy-notice')
export class PrivacyNoticeController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  @Public()
  @Header('Cache-Control', NOTICE_PUBLIC_CACHING)
  notice(): PrivacyNoticeResponse {
    return this.privacy.notice();
  }
}

/** A signed-in patient accepts the current notice and switches the optional consents. */
@ApiTags('privacy')
@Controller('user/privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Put('notice')
  @Auth('patient')
  @RateLimit('privacyChangesByAccount')
  @ApiConflictResponse({ description: 'notice_outdated: the version sent is not the current one' })
  async acceptNotice(
    @CurrentCaller() caller: Caller,
    @Body() dto: AcceptNoticeDto,
  ): Promise<PrivacyStatusResponse> {
    return { success: true, privacy: await this.privacy.acceptNotice(caller.id, dto.version) };
  }

  @Put('consents')
  @Auth('patient')
  @RateLimit('privacyChangesByAccount')
  async setConsents(
    @CurrentCaller() caller: Caller,
    @Body() dto: ConsentsDto,
  ): Promise<PrivacyStatusResponse> {
    return { success: true, privacy: await this.privacy.setReminders(caller.id, dto.reminders) };
  }
}
