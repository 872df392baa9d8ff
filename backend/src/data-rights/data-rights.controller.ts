import { Body, Controller, Get, HttpCode, Post, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { ApiResult, ProfileResponse } from '@umang/common';
import { EmailDto } from '../auth/dto/email.dto.js';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { DataExportService } from './data-export.service.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { EmailChangeDto } from './dto/email-change.dto.js';
import { EmailChangeService } from './email-change.service.js';
import { ErasureService } from './erasure.service.js';

@ApiTags('data rights')
@Auth('patient')
@Controller('user')
export class DataRightsController {
  constructor(
    private readonly exports: DataExportService,
    private readonly emails: EmailChangeService,
    private readonly erasure: ErasureService,
  ) {}

  @Get('export')
  @RateLimit('dataExportsByAccount')
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'Everything held about the account (DataExport) as a JSON attachment, `umang-my-data-<yyyy-mm-dd>.json`',
  })
  async export(@CurrentCaller() caller: Caller): Promise<StreamableFile> {
    const file = await this.exports.exportFile(caller.id);
    const body = Buffer.from(file.body, 'utf8');
    return new StreamableFile(body, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${file.fileName}"`,
      length: body.length,
    });
  }

  @Post('email/send-otp')
  @HttpCode(200)
  @RateLimit('emailChangeCode')
  @ApiOkResponse({
    description: 'a code is mailed to the new address, whether or not another account has it',
  })
  @ApiBadRequestResponse({ description: '`email_unchanged`: it is already the account’s address' })
  async sendEmailCode(@CurrentCaller() caller: Caller, @Body() dto: EmailDto): Promise<ApiResult> {
    await this.emails.sendCode(caller.id, dto.email);
    return { success: true, message: 'OTP sent to your new email' };
  }

  @Post('email')
  @HttpCode(200)
  @RateLimit('emailChange')
  @ApiOkResponse({ description: 'the profile with the new address; the old address is told of the change' })
  @ApiBadRequestResponse({ description: '`invalid_otp`, `email_unchanged`' })
  @ApiConflictResponse({ description: '`email_taken`: another account has the address' })
  changeEmail(@CurrentCaller() caller: Caller, @Body() dto: EmailChangeDto): Promise<ProfileResponse> {
    return this.emails.confirm(caller.id, dto.email, dto.otp);
  }

  @Post('delete-account/send-otp')
  @HttpCode(200)
  @RateLimit('deleteAccountCode')
  @ApiOkResponse({ description: 'a code to confirm the erasure is mailed to the account’s address' })
  async sendDeleteCode(@CurrentCaller() caller: Caller): Promise<ApiResult> {
    await this.erasure.sendCode(caller.id);
    return { success: true, message: 'OTP sent to your email' };
  }

  @Post('delete-account')
  @HttpCode(200)
  @RateLimit('deleteAccount')
  @ApiOkResponse({ description: 'the account is erased; its token no longer works' })
  @ApiBadRequestResponse({ description: '`invalid_otp`' })
  async deleteAccount(@CurrentCaller() caller: Caller, @Body() dto: DeleteAccountDto): Promise<ApiResult> {
    await this.erasure.erase(caller.id, dto.otp);
    return { success: true, message: 'Your account has been deleted' };
  }
}
