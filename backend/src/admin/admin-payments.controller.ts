import { Body, Controller, Get, HttpCode, Post, Query, type StreamableFile } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  type ApiResult,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type StaffPaymentsResponse,
} from '@umang/common';
import { IsIn, IsOptional } from 'class-validator';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.service.js';
import { RouteId } from '../common/validation/route-id.pipe.js';

import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RejectPaymentDto } from '../payments/dto/reject-payment.dto.js';
import { toStaffPaymentRow } from '../payments/payment.presenter.js';
import { PaymentsService } from '../payments/payments.service.js';
import { ReceiptRoute, receiptDownload } from '../payments/receipt-download.js';
import { PageQueryDto } from '../common/validation/page-query.dto.js';

class PaymentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn([...PAYMENT_STATUSES])
  status?: PaymentStatus;
}

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  async list(@Query() query: PaymentsQueryDto): Promise<StaffPaymentsResponse> {
    const { status, payments, counts } = await this.payments.list(query.status, query.page, query.pageSize);
    return {
      success: true,
      status,
      counts,
      payments: payments.map(toStaffPaymentRow),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  @Get(':appointmentId/receipt')
  @ReceiptRoute('appointment_not_found, or proof_not_found when no payment details were sent')
  async receipt(@RouteId('appointmentId', APPOINTMENT_NOT_FOUND) id: string): Promise<StreamableFile> {
    return receiptDownload(await this.payments.receipt(id));
  }

  @Post(':appointmentId/approve')
  @HttpCode(200)
  async approve(
    @CurrentCaller() staff: Caller,
    @RouteId('appointmentId', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.payments.decide(staff.id, id, 'accepted', null);
    return { success: true, message: 'Payment approved' };
  }

  @Post(':appointmentId/reject')
  @HttpCode(200)
  async reject(
    @CurrentCaller() staff: Caller,
    @RouteId('appointmentId', APPOINTMENT_NOT_FOUND) id: string,
    @Body() dto: RejectPaymentDto,
  ): Promise<ApiResult> {
    await this.payments.decide(staff.id, id, 'rejected', dto.reason);
    return { success: true, message: 'Payment rejected' };
  }
}
