import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { NoticeStatus } from './notice-status';
import type { PrivacyCalls } from './privacy-calls';
import { ReminderSwitch } from './reminder-switch';

/** The section's anchor: the profile's summary links to it. */
export const PRIVACY_SECTION_ID = 'privacy-and-data';

/**
 * My Profile's "Privacy and your data": the notice accepted, the optional mails,
 * a copy of everything held, and deleting the account.
 */
export function PrivacySection({ calls }: { calls: PrivacyCalls }) {
  const { t } = useTranslation('profile');
  const privacy = useSessionStore((s) => s.privacy);
  const email = useSessionStore((s) => s.userData?.email ?? '');
  return (
    <section
      id={PRIVACY_SECTION_ID}
      aria-labelledby="profile-privacy-title"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
    >
      <h2 id="profile-privacy-title" className="text-xl font-bold text-ink sm:text-2xl">
        {t('privacy.title')}
      </h2>
      <p className="mt-1 text-base text-muted">{t('privacy.intro')}</p>
      <div className="mt-6 grid gap-8 [&>*+*]:border-t [&>*+*]:border-slate-200 [&>*+*]:pt-6">
        {privacy && <NoticeStatus privacy={privacy} accept={calls.acceptNotice} />}
        {privacy && <ReminderSwitch on={privacy.reminderMails} setConsents={calls.setConsents} />}
        <DownloadData />
        <DeleteAccount email={email} fetchNotice={calls.fetchNotice} />
      </div>
    </section>
  );
}
