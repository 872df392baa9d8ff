import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/show-error';
import { downloadMyData } from '../api/data-rights';

/**
 * "Download my data": one JSON file of everything held about the account. While it is
 * made the button says so and stays focusable; where it was saved is said politely.
 */
export function DownloadData() {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setSaved('');
    try {
      setSaved(t('privacy.download.saved', { name: await downloadMyData() }));
    } catch (err) {
      showError(err, { fallback: t('privacy.download.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-bold text-ink">{t('privacy.download.heading')}</h3>
      <p className="text-base text-ink">{t('privacy.download.body')}</p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          aria-disabled={busy || undefined}
          onClick={() => void start()}
        >
          {busy ? t('privacy.download.busy') : t('privacy.download.button')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {saved}
      </p>
    </div>
  );
}
