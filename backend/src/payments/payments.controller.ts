import { Body, Controller, Get, HttpCode, Post, type StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiResult, PaymentQrResponse } from '@umang/common';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.service.js';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RouteId } from '../common/validation/route-id.pipe.js';

import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { ConfirmPaymentDto } from './dto/confirm-payment.dto.js';
import { PaymentsService } from './payments.service.js';
import { ReceiptRoute, receiptDownload } from './receipt-download.js';

@ApiTags('payments')
@Auth('patient')
@Controller('user')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('appointments/:id/payment-qr')
  paymentQr(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<PaymentQrResponse> {
    return this.payments.paymentQr(caller.id, id);
  }

  @Get('appointments/:id/receipt')
  @ReceiptRoute("appointment_not_found: unknown, or not the caller's")
  async receipt(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<StreamableFile> {
    return receiptDownload(await this.payments.ownReceipt(caller.id, id));
  }

  @Post('confirm-payment')
  @HttpCode(200)
  @RateLimit('paymentProofs', 'paymentProofsByAccount')
  async confirm(@CurrentCaller() caller: Caller, @Body() dto: ConfirmPaymentDto): Promise<ApiResult> {
    await this.payments.confirm(caller.id, dto);
    return { success: true, message: 'Payment details submitted. Awaiting verification.' };
  }
}
