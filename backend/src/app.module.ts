import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { pino } from 'pino';
import { CoreModule, type CoreOptions } from './common/core.module.js';
import { redactQuery, redactUrl } from './common/http/redact-url.js';
import { AdminModule } from './admin/admin.module.js';
import { AppointmentsModule } from './appointments/appointments.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BlogsModule } from './blogs/blogs.module.js';
import { ContactModule } from './contact/contact.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DoctorsModule } from './doctors/doctors.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StorageModule } from './storage/storage.module.js';
import { UsersModule } from './users/users.module.js';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'otp', 'token', 'passwordHash'].flatMap((key) => [key, `*.${key}`]),
];

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * The request as logged, with the values of secret query parameters (a token
 * in a followed link, a code) replaced wherever the address appears.
 */
function requestForLog(req: { url?: string; query?: unknown; headers?: Record<string, unknown> }) {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query !== undefined) req.query = redactQuery(req.query);
  const referer = req.headers?.referer;
  if (req.headers && typeof referer === 'string')
    req.headers = { ...req.headers, referer: redactUrl(referer) };
  return req;
}

/** Middleware may see a URL with its mount prefix removed; the original is the one to match. */
const fullUrl = (req: IncomingMessage): string =>
  (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';

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
          pinoHttp: [
            {
              level: config.logLevel,
              genReqId: requestId,
              redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
              serializers: { req: requestForLog },
              // Probes poll every few seconds; logging each would drown real traffic.
              autoLogging: { ignore: (req) => fullUrl(req).startsWith('/api/health') },
            },
            // Written as logged. pino's default buffers and writes in the background, and
            // at exit flushes what it holds ahead of what is still on its way: the last
            // lines of a shutdown reached the log out of order.
            pino.destination({ dest: 1, sync: true }),
          ],
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
        AppointmentsModule,
        PaymentsModule,
        BlogsModule,
        AdminModule,
      ],
    };
  }
}
