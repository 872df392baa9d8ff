import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { CoreModule, type CoreOptions } from './common/core.module.js';
import { requestLogParams } from './common/logging/request-log.js';
import { AdminModule } from './admin/admin.module.js';
import { AppointmentsModule } from './appointments/appointments.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BlogsModule } from './blogs/blogs.module.js';
import { ContactModule } from './contact/contact.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DataRightsModule } from './data-rights/data-rights.module.js';
import { DoctorsModule } from './doctors/doctors.module.js';
import { FamilyModule } from './family/family.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StorageModule } from './storage/storage.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: CoreOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CoreModule.forRoot(options),
        ScheduleModule.forRoot(),
        LoggerModule.forRoot({
          pinoHttp: requestLogParams(config),
          // Requests are logged by a hook of the HTTP framework (see logRequests), not by
          // a Nest middleware, so no route pays for a middleware router.
          forRoutes: [],
        }),
        DatabaseModule,
        MailModule,
        AuditModule,
        StorageModule,
        UsersModule,
        AuthModule,
        HealthModule,
        DoctorsModule,
        SeedModule,
        ContactModule,
        FamilyModule,
        AppointmentsModule,
        PaymentsModule,
        BlogsModule,
        AdminModule,
        PrivacyModule,
        DataRightsModule,
      ],
    };
  }
}
