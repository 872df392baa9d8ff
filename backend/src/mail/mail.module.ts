import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { createMailTransport, MailTransport } from './mail-transport.js';
import { MailService } from './mail.service.js';

@Global()
@Module({
  providers: [
    { provide: MailTransport, inject: [APP_CONFIG], useFactory: createMailTransport },
    MailOutboxRepository,
    MailOutboxService,
    MailService,
  ],
  exports: [MailService, MailOutboxService],
})
export class MailModule {}
