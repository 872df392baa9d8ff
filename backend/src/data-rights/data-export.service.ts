import { Injectable } from '@nestjs/common';
import { CENTRE_NAME, type DataExport, istToday, PRIVACY_NOTICE_VERSION } from '@umang/common';
import { Clock } from '../common/clock.js';
import { NotFoundError } from '../common/errors/domain-error.js';
import { ConsentRecordsRepository } from '../consent/consent-records.repository.js';
import { toFamilyMember } from '../family/family-member.presenter.js';
import { toUserProfile } from '../users/user.presenter.js';
import { DataExportRepository } from './data-export.repository.js';

type AppointmentRead = Awaited<ReturnType<DataExportRepository['appointments']>>[number];

/** The file's name: `umang-my-data-2027-01-05.json`, dated in India's time like everything the patient reads. */
export interface ExportFile {
  fileName: string;
  body: string;
}

const ABOUT =
  `Everything ${CENTRE_NAME} holds about your account, as on the date of export: your profile, ` +
  'your family members (removed ones too), your appointments with their payments and receipts, ' +
  'the stories you liked, the messages you sent from this e-mail address, your consents, and what ' +
  'centre staff did with your records (staff are named by their role only). Times are in UTC; amounts in rupees.';

/** One word for where a visit stands, as the patient would say it. */
export function statusWord({
  appointment: a,
  proof,
}: Pick<AppointmentRead, 'appointment' | 'proof'>): string {
  if (a.releasedAt) return 'released (not paid in time)';
  if (a.cancelled) return 'cancelled';
  if (a.noShowAt) return 'missed';
  if (a.isCompleted) return 'completed';
  if (proof?.status === 'accepted') return 'paid';
  if (proof?.status === 'pending') return 'payment being checked';
  if (proof?.status === 'rejected') return 'payment not accepted';
  return 'awaiting payment';
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

@Injectable()
export class DataExportService {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly consents: ConsentRecordsRepository,
    private readonly clock: Clock,
  ) {}

  /** The caller's data as a pretty-printed JSON file. */
  async exportFile(userId: string): Promise<ExportFile> {
    const now = this.clock.now();
    const data = await this.collect(userId, now);
    return {
      fileName: `umang-my-data-${toDateKeyIso(now)}.json`,
      body: `${JSON.stringify(data, null, 2)}\n`,
    };
  }

  async collect(userId: string, now: Date): Promise<DataExport> {
    const account = await this.repository.account(userId);
    if (!account || account.deletedAt) throw new NotFoundError('Account not found', 'account_not_found');
    const [members, visits, likes, enquiries, consents] = await Promise.all([
      this.repository.familyMembers(userId),
      this.repository.appointments(userId),
      this.repository.likes(userId),
      this.repository.enquiries(account.email),
      this.consents.listForUser(userId),
    ]);
    const staffActions = await this.repository.staffActions(
      userId,
      visits.map((v) => v.appointment.id),
      members.map((m) => m.id),
    );
    return {
      about: ABOUT,
      exportedAt: now.toISOString(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      profile: {
        ...toUserProfile(account),
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
      },
      familyMembers: members.map((m) => ({
        ...toFamilyMember(m),
        createdAt: m.createdAt.toISOString(),
        removedAt: iso(m.removedAt),
        guardianConsentAt: iso(m.guardianConsentAt),
      })),
      appointments: visits.map((visit) => {
        const { appointment: a, proof } = visit;
        const receipt =
          proof?.status === 'accepted' && proof.receiptNumber && proof.receiptIssuedAt
            ? { number: proof.receiptNumber, issuedAt: proof.receiptIssuedAt.toISOString(), amount: a.amount }
            : null;
        return {
          id: a.id,
          patient: a.patientId ?? 'self',
          patientName: visit.memberName ?? account.name,
          doctorName: visit.doctorName,
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          amount: a.amount,
          status: statusWord(visit),
          createdAt: a.createdAt.toISOString(),
          cancelledAt: iso(a.cancelledAt),
          cancelReason: a.cancelReason,
          paymentProof: proof
            ? {
                name: proof.name,
                transactionId: proof.transactionId,
                status: proof.status,
                submittedAt: proof.submittedAt.toISOString(),
                reviewedAt: iso(proof.reviewedAt),
                reason: proof.reason,
              }
            : null,
          receipt,
        };
      }),
      likes: likes.map((like) => ({
        blogId: like.blogId,
        title: like.title,
        likedAt: like.likedAt.toISOString(),
      })),
      enquiries: enquiries.map((e) => ({
        subject: e.subject,
        message: e.message,
        name: e.name,
        phone: e.phone,
        sentAt: e.createdAt.toISOString(),
      })),
      consents: consents.map((c) => ({
        purpose: c.purpose,
        action: c.action,
        noticeVersion: c.noticeVersion,
        familyMemberId: c.familyMemberId,
        at: c.createdAt.toISOString(),
      })),
      staffActions: staffActions.map((s) => ({
        action: s.action,
        targetType: s.targetType,
        targetId: s.targetId,
        actorRole: s.actorRole,
        at: s.at.toISOString(),
        details: s.details,
      })),
    };
  }
}

/** `yyyy-mm-dd` of the day in India. */
function toDateKeyIso(now: Date): string {
  const { year, month, day } = istToday(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
