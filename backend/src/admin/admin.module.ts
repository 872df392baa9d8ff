import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BlogsModule } from '../blogs/blogs.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { DashboardModule } from '../dashboard/dashboard.module.js';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { ReconciliationModule } from '../reconciliation/reconciliation.module.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAppointmentsController } from './admin-appointments.controller.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminBlogsController } from './admin-blogs.controller.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDoctorsController } from './admin-doctors.controller.js';
import { AdminEnquiriesController } from './admin-enquiries.controller.js';
import { AdminPatientHealthController } from './admin-patient-health.controller.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminStatementsController } from './admin-statements.controller.js';

/** The staff console's API under /api/admin; every route but login needs a staff token. */
@Module({
  imports: [
    AccountsModule,
    AppointmentsModule,
    AuditModule,
    AuthModule,
    BlogsModule,
    ContactModule,
    DashboardModule,
    DoctorsModule,
    PaymentsModule,
    PrivacyModule,
    ReconciliationModule,
  ],
  controllers: [
    AdminAuthController,
    AdminPaymentsController,
    AdminStatementsController,
    AdminAppointmentsController,
    AdminDoctorsController,
    AdminEnquiriesController,
    AdminAuditController,
    AdminBlogsController,
    AdminDashboardController,
    AdminAccountsController,
    AdminPatientHealthController,
  ],
})
export class AdminModule {}
