import type { PrivacyStatus } from '@umang/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-language';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import type { PrivacyCalls } from './privacy-calls';

const LINK = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-dark';

/** Which notice the patient accepted and when; a prompt to accept the current one when it changed. */
export function NoticeStatus({
  privacy,
  accept,
}: {
  privacy: PrivacyStatus;
  accept: PrivacyCalls['acceptNotice'];
}) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const setPrivacy = useSessionStore((s) => s.setPrivacy);
  const [busy, setBusy] = useState(false);
  const { acceptedNoticeVersion: accepted, acceptedNoticeAt: at, currentNoticeVersion: current } = privacy;
  const outdated = accepted !== current;

  const acceptCurrent = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await accept(current);
      setPrivacy(answer.privacy);
      toast.success(t('privacy.notice.acceptedToast', { version: current }));
    } catch (err) {
      showError(err, { fallback: t('privacy.notice.acceptFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold text-ink">{t('privacy.notice.heading')}</h3>
      {accepted && (
        <p className="text-base text-ink">
          {t('privacy.notice.accepted', { version: accepted, date: at ? format.isoDay(at) : '' })}
        </p>
      )}
      {outdated && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-base font-semibold text-amber-900">
            {accepted
              ? t('privacy.notice.changed', { version: current })
              : t('privacy.notice.never', { version: current })}
          </p>
          <p className="mt-1 text-base text-amber-900">{t('privacy.notice.why')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Button
              size="sm"
              className="min-h-11"
              aria-disabled={busy || undefined}
              onClick={() => void acceptCurrent()}
            >
              {busy ? t('privacy.notice.accepting') : t('privacy.notice.accept')}
            </Button>
            <Link to="/privacy" className={LINK}>
              {t('privacy.notice.read')}
            </Link>
          </div>
        </div>
      )}
      {accepted && <p className="text-sm text-muted">{t('privacy.notice.withdraw')}</p>}
      {!outdated && (
        <p>
          <Link to="/privacy" className={LINK}>
            {t('privacy.notice.read')}
          </Link>
        </p>
      )}
    </div>
  );
}
