import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiResult, Language, TokenResponse } from '@umang/common';
import { RequestLanguage } from '../common/http/accept-language.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { Auth, type Caller, CurrentCaller, Public } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { EmailDto } from './dto/email.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';

@ApiTags('accounts')
@Public()
@Controller('user')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('send-otp')
  @HttpCode(200)
  @RateLimit('signupCode', 'signupCodeHourly')
  @ApiOkResponse({ description: 'same answer whether or not the address has an account' })
  async sendOtp(@Body() dto: EmailDto, @RequestLanguage() language: Language): Promise<ApiResult> {
    await this.auth.sendSignupCode(dto.email, language);
    return { success: true, message: 'OTP sent to your email' };
  }

  @Post('register')
  @HttpCode(200)
  @RateLimit('register', 'accountsCreated')
  async register(@Body() dto: RegisterDto, @RequestLanguage() language: Language): Promise<TokenResponse> {
    return { success: true, token: await this.auth.register(dto, language), message: 'Account created' };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('login', 'loginAccount')
  async login(@Body() dto: LoginDto): Promise<TokenResponse> {
    return { success: true, token: await this.auth.login(dto, 'patient') };
  }

  @Post('logout')
  @HttpCode(200)
  // Every role: the console signs out through this route too.
  @Auth()
  async logout(@CurrentCaller() caller: Caller): Promise<ApiResult> {
    await this.auth.logout(caller.id);
    return { success: true, message: 'Logged out' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit('forgotPassword')
  async forgotPassword(@Body() dto: EmailDto): Promise<ApiResult> {
    await this.auth.sendResetCode(dto.email);
    return {
      success: true,
      message: 'If an account exists for this e-mail, a reset code has been sent to it.',
    };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('resetPassword')
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<ApiResult> {
    await this.auth.resetPassword(dto);
    return { success: true, message: 'Your password has been changed. Please log in with the new one.' };
  }
}
