import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UsersService } from '../users/users.service.js';
import { PasswordService } from './password.service.js';

/** Creates the first console account, an admin, from ADMIN_EMAIL / ADMIN_PASSWORD when there is none. */
@Injectable()
export class StaffBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StaffBootstrapService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword || (await this.users.hasConsoleAccount())) return;
    const created = await this.users.create({
      email: adminEmail,
      name: 'Centre admin',
      role: 'admin',
      passwordHash: await this.passwords.hash(adminPassword),
    });
    if (created) this.logger.log(`Created the first console account (admin) for ${adminEmail}`);
    else
      this.logger.warn(
        `ADMIN_EMAIL ${adminEmail} already belongs to a patient account; no staff account created`,
      );
  }
}
