import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { ApiResult, ConsoleAccountResponse, ConsoleAccountsResponse } from '@umang/common';
import { ACCOUNT_NOT_FOUND, ConsoleAccountsService } from '../accounts/console-accounts.service.js';
import { CreateConsoleAccountDto } from '../accounts/dto/create-console-account.dto.js';
import { Auth, type Caller, CurrentCaller, Public } from '../auth/auth.guard.js';
import { ResetPasswordDto } from '../auth/dto/reset-password.dto.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { RouteId } from '../common/validation/route-id.pipe.js';

// Roles per route: setting a password is open to the holder of a mailed code.
@ApiTags('staff')
@Controller('admin/accounts')
export class AdminAccountsController {
  constructor(private readonly accounts: ConsoleAccountsService) {}

  @Get()
  @Auth('admin')
  async list(): Promise<ConsoleAccountsResponse> {
    return { success: true, accounts: await this.accounts.list() };
  }

  @Post()
  @Auth('admin')
  @RateLimit('consoleCode')
  @ApiCreatedResponse({ description: 'the account, invited: a one-time code is mailed to set a password' })
  @ApiConflictResponse({ description: 'email_taken or doctor_has_account' })
  async create(
    @CurrentCaller() admin: Caller,
    @Body() dto: CreateConsoleAccountDto,
  ): Promise<ConsoleAccountResponse> {
    const account = await this.accounts.create(admin, dto);
    return {
      success: true,
      message: `Account created. A code to set a password was mailed to ${account.email}.`,
      account,
    };
  }

  @Post('set-password')
  @Public()
  @HttpCode(200)
  @RateLimit('resetPassword')
  async setPassword(@Body() dto: ResetPasswordDto): Promise<ApiResult> {
    await this.accounts.setPassword(dto);
    return { success: true, message: 'Your password is set. You can log in to the staff console now.' };
  }

  @Post(':id/send-code')
  @HttpCode(200)
  @Auth('admin')
  @RateLimit('consoleCode')
  @ApiConflictResponse({ description: 'account_disabled' })
  async sendCode(@RouteId('id', ACCOUNT_NOT_FOUND) id: string): Promise<ConsoleAccountResponse> {
    const account = await this.accounts.sendCode(id);
    return { success: true, message: `A new code was mailed to ${account.email}.`, account };
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Auth('admin')
  @ApiConflictResponse({ description: 'last_admin or account_disabled' })
  async disable(
    @CurrentCaller() admin: Caller,
    @RouteId('id', ACCOUNT_NOT_FOUND) id: string,
  ): Promise<ConsoleAccountResponse> {
    const account = await this.accounts.disable(admin, id);
    return { success: true, message: `${account.name} can no longer use the console.`, account };
  }
}
