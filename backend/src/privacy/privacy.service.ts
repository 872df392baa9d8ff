import { Inject, Injectable } from '@nestjs/common';
import { PRIVACY_NOTICE_VERSION, type PrivacyNoticeResponse, type PrivacyStatus } from '@umang/common';
import { Clock } from '../common/clock.js';
import { ConflictError } from '../common/errors/domain-error.js';
import { accountNotFound } from '../users/users.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ConsentRecordsRepository } from '../consent/consent-records.repository.js';
import { type Executor, UnitOfWork } from '../database/unit-of-work.js';
import { toPrivacyStatus } from '../users/user.presenter.js';
import { AccountPrivacyRepository, type ConsentState } from './account-privacy.repository.js';

export const NOTICE_OUTDATED =
  'The privacy notice changed while you were reading it. Please reload the page and read the new one.';

/** The privacy notice's facts, its acceptance, and the optional consents a patient switches. */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountPrivacyRepository,
    private readonly consents: ConsentRecordsRepository,
    private readonly unit: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** What /privacy fills into its text: the same for everyone, from the version and the configuration. */
  notice(): PrivacyNoticeResponse {
    return {
      success: true,
      version: PRIVACY_NOTICE_VERSION,
      grievanceEmail: this.config.grievanceEmail,
      enquiryRetentionDays: this.config.enquiryRetentionDays,
      unpaidAppointmentRetentionDays: this.config.unpaidAppointmentRetentionDays,
    };
  }

  /**
   * Accepts the notice the patient read. Only the current one: a page opened before
   * a new version went live must not record consent to a text the patient never saw.
   * Accepting the version already accepted changes and records nothing.
   */
  async acceptNotice(userId: string, version: string): Promise<PrivacyStatus> {
    if (version !== PRIVACY_NOTICE_VERSION) throw new ConflictError(NOTICE_OUTDATED, 'notice_outdated');
    const now = this.clock.now();
    return this.change(userId, async (tx, current) => {
      if (current.consentVersion === PRIVACY_NOTICE_VERSION) return null;
      await this.consents.record(tx, { userId, purpose: 'notice', action: 'given', at: now });
      return this.accounts.setNoticeAccepted(tx, userId, PRIVACY_NOTICE_VERSION, now);
    });
  }

  /** Gives or withdraws the reminder mails; the history records only an actual change. */
  async setReminders(userId: string, reminders: boolean): Promise<PrivacyStatus> {
    const now = this.clock.now();
    return this.change(userId, async (tx, current) => {
      if (current.reminderMails === reminders) return null;
      const action = reminders ? 'given' : 'withdrawn';
      await this.consents.record(tx, { userId, purpose: 'reminders', action, at: now });
      return this.accounts.setReminderMails(tx, userId, reminders, now);
    });
  }

  /** Runs one change under the account's lock, then answers the account's status as it now is. */
  private async change(
    userId: string,
    apply: (tx: Executor, current: ConsentState) => Promise<unknown>,
  ): Promise<PrivacyStatus> {
    const row = await this.unit.run(async (tx) => {
      const current = await this.accounts.lockConsents(tx, userId);
      if (!current) return null;
      await apply(tx, current);
      return this.accounts.findById(tx, userId);
    });
    if (!row) throw accountNotFound();
    return toPrivacyStatus(row);
  }
}
