import { Inject, Injectable } from '@nestjs/common';
import { deletedPatientName } from '@umang/common';
import { OTP_VALID_MINUTES, OtpService, wrongCode } from '../auth/otp.service.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { accountDeleted, deleteAccountCode, refundDue } from '../mail/data-rights-templates.js';
import { MailService } from '../mail/mail.service.js';
import { StorageService } from '../storage/storage.service.js';
import { accountNotFound } from '../users/users.service.js';
import { erasedEmail, NO_PASSWORD } from './erased-account.js';
import { ErasureRepository } from './erasure.repository.js';

/** Why the visits still to come were cancelled, in the words the staff console shows. */
export const ERASURE_CANCEL_REASON = 'The patient deleted their account';

/**
 * Erasing an account: everything personal goes at once, in one transaction, while
 * what the accounts law makes the centre keep (paid visits and their receipts) stays
 * under a pseudonym. The patient's address is then free for a new sign-up.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly repository: ErasureRepository,
    private readonly otps: OtpService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly doctors: DoctorsService,
    private readonly unit: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendCode(userId: string): Promise<void> {
    const account = await this.repository.findPatient(userId);
    if (!account) throw accountNotFound();
    const { code, expiresAt } = await this.otps.issue(account.email, 'delete');
    await this.mail.send({
      to: account.email,
      expiresAt,
      ...deleteAccountCode({ code, minutes: OTP_VALID_MINUTES }, account.language),
    });
  }

  async erase(userId: string, otp: string): Promise<void> {
    const before = await this.repository.findPatient(userId);
    if (!before) throw accountNotFound();
    if (!(await this.otps.verify(before.email, 'delete', otp))) throw wrongCode();
    const now = this.clock.now();
    const pseudonym = deletedPatientName(userId);
    const done = await this.unit.run(async (tx) => {
      const account = await this.repository.lockPatient(tx, userId);
      // The code was mailed to the address the account had; a change since voids it.
      if (!account || account.email !== before.email) throw wrongCode();
      const cancelled = await this.repository.cancelFuture(tx, userId, now, ERASURE_CANCEL_REASON);
      const cancelledPaid = cancelled.filter((visit) => visit.paid);
      const unpaid = await this.repository.deleteUnpaid(tx, userId);
      const kept = await this.repository.pseudonymisePaid(tx, userId, pseudonym);
      const removed = await this.repository.deleteBelongings(tx, userId, account.email);
      await this.repository.eraseAccount(tx, userId, {
        name: pseudonym,
        email: erasedEmail(userId),
        passwordHash: NO_PASSWORD,
        at: now,
      });
      const paidVisits = cancelledPaid.map(
        ({ appointmentId, slotDate, slotTime, doctorName, amount, receiptNumber }) => ({
          appointmentId,
          slotDate,
          slotTime,
          doctorName,
          amount,
          receiptNumber,
        }),
      );
      await this.audit.record(
        tx,
        { id: userId },
        'account.erase',
        { type: 'user', id: userId },
        {
          cancelledAppointments: cancelled.length,
          deletedUnpaidAppointments: unpaid.deleted,
          deletedPendingProofs: unpaid.pendingProofs,
          keptPaidAppointments: kept,
          deletedFamilyMembers: removed.familyMembers,
          deletedLikes: removed.likes,
          deletedEnquiries: removed.enquiries,
          deletedMails: removed.mails,
          photo: account.image !== '',
          cancelledPaidVisits: paidVisits,
        },
      );
      const mails = [
        await this.mail.store(
          {
            to: account.email,
            forgetRecipient: true,
            ...accountDeleted(
              { pseudonym, cancelledPaid: paidVisits, centreEmail: this.config.centreEmail },
              account.language,
            ),
          },
          tx,
        ),
      ];
      if (paidVisits.length > 0) {
        mails.push(
          await this.mail.store(
            { to: this.config.centreEmail, ...refundDue({ pseudonym, cancelledPaid: paidVisits }) },
            tx,
          ),
        );
      }
      return { image: account.image, freedSlots: cancelled.length > 0, mails };
    });
    // After the commit: a file is let go of only once no row shows it.
    await this.storage.remove(done.image);
    if (done.freedSlots) this.doctors.changed();
    for (const id of done.mails) if (id) this.mail.deliverSoon(id);
  }
}
