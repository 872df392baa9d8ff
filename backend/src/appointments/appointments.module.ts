import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { FamilyModule } from '../family/family.module.js';
import { AppointmentMailsRepository } from './appointment-mails.repository.js';
import { AppointmentMailsService } from './appointment-mails.service.js';
import { AppointmentsController } from './appointments.controller.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { AppointmentsService } from './appointments.service.js';
import { ReminderService } from './reminder.service.js';
import { RescheduleRepository } from './reschedule.repository.js';
import { RescheduleService } from './reschedule.service.js';
import { UnpaidHoldsRepository } from './unpaid-holds.repository.js';
import { UnpaidHoldsService } from './unpaid-holds.service.js';

@Module({
  imports: [AuditModule, AuthModule, DoctorsModule, FamilyModule],
  controllers: [AppointmentsController],
  providers: [
    AppointmentsRepository,
    AppointmentsService,
    AppointmentMailsRepository,
    AppointmentMailsService,
    ReminderService,
    RescheduleRepository,
    RescheduleService,
    UnpaidHoldsRepository,
    UnpaidHoldsService,
  ],
  exports: [AppointmentsService, AppointmentMailsService, RescheduleService],
})
export class AppointmentsModule {}
