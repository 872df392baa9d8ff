import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import type { PrivacyCalls } from './privacy-calls';

/**
 * The optional reminder mails, given or withdrawn in one click. The switch moves at
 * once and goes back if the server refuses, so what it shows is what the account holds.
 */
export function ReminderSwitch({
  on,
  setConsents,
}: {
  on: boolean;
  setConsents: PrivacyCalls['setConsents'];
}) {
  const { t } = useTranslation('profile');
  const setPrivacy = useSessionStore((s) => s.setPrivacy);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? on;

  const change = async (reminders: boolean) => {
    if (wanted !== null) return;
    setWanted(reminders);
    try {
      const answer = await setConsents({ reminders });
      setPrivacy(answer.privacy);
      toast.success(
        t(answer.privacy.reminderMails ? 'privacy.reminders.onToast' : 'privacy.reminders.offToast'),
      );
    } catch (err) {
      showError(err, { fallback: t('privacy.reminders.failed') });
    } finally {
      setWanted(null);
    }
  };

  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-bold text-ink">{t('privacy.reminders.heading')}</h3>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-base text-ink">
        <input
          type="checkbox"
          role="switch"
          name="reminderMails"
          checked={checked}
          aria-describedby="profile-reminders-always"
          aria-busy={wanted !== null || undefined}
          onChange={(event) => void change(event.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <span className="font-semibold">{t('privacy.reminders.label')}</span>
      </label>
      <p id="profile-reminders-always" className="text-sm text-muted">
        {t('privacy.reminders.always')}
      </p>
    </div>
  );
}
