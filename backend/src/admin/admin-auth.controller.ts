import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONSOLE_ROLES, type ConsoleMeResponse, type TokenResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller, Public } from '../auth/auth.guard.js';
import { UnauthorizedError } from '../common/errors/domain-error.js';
import { SESSION_ENDED } from '../auth/token.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from '../auth/auth.service.js';
import { LoginDto } from '../auth/dto/login.dto.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';

@ApiTags('staff')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  /** Console accounts only (admin, staff, doctor); a patient's credentials get the same answer as wrong ones. */
  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimit('staffLogin', 'loginAccount')
  async login(@Body() dto: LoginDto): Promise<TokenResponse> {
    return { success: true, token: await this.auth.login(dto, 'console') };
  }

  /** Who is signed in: the console picks its menu and first screen from the role. */
  @Get('me')
  @Auth(...CONSOLE_ROLES)
  async me(@CurrentCaller() caller: Caller): Promise<ConsoleMeResponse> {
    const account = await this.users.findConsoleAccount(caller.id);
    if (!account) throw new UnauthorizedError(SESSION_ENDED, 'session_ended');
    return { success: true, account };
  }
}
