import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { StatementsRepository } from './statements.repository.js';
import { StatementsService } from './statements.service.js';

/** Bank statements staff upload to confirm UPI payments; the routes are the staff console's. */
@Module({
  imports: [AppointmentsModule, PaymentsModule],
  providers: [StatementsRepository, StatementsService],
  exports: [StatementsService],
})
export class ReconciliationModule {}
