import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TokenResponse } from '@umang/common';
import { AuthService } from '../auth/auth.service.js';
import { LoginDto } from '../auth/dto/login.dto.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';

@ApiTags('staff')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AuthService) {}

  /** Console accounts only (admin, staff, doctor); a patient's credentials get the same answer as wrong ones. */
  @Post('login')
  @HttpCode(200)
  @RateLimit('staffLogin', 'loginAccount')
  async login(@Body() dto: LoginDto): Promise<TokenResponse> {
    return { success: true, token: await this.auth.login(dto, 'console') };
  }
}
