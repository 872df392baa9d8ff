import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/lib/show-error';
import { Button, type ButtonSize, type ButtonVariant } from './button';

interface DownloadButtonProps {
  /** Fetches and saves the file; answers the name it was saved under. */
  download: () => Promise<string>;
  /** What the button says (`Download receipt`). */
  label: string;
  /** Read after the label by screen readers only: which file, when a page offers several. */
  hiddenLabel: string;
  /** Said in the error toast when the failure carries no words of its own. */
  fallbackError: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A button that fetches a private file and saves it. While busy it says so and stays
 * focusable (aria-disabled, not disabled), so a keyboard user is not thrown off it; a
 * polite status says under which name the file was saved; a failure is an error toast.
 */
export function DownloadButton({
  download,
  label,
  hiddenLabel,
  fallbackError,
  variant = 'secondary',
  size = 'sm',
  className = '',
}: DownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');

  async function start() {
    if (busy) return;
    setBusy(true);
    setSaved('');
    try {
      setSaved(t('download.saved', { name: await download() }));
    } catch (err) {
      showError(err, { fallback: fallbackError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={`min-h-11 ${className}`}
        aria-disabled={busy || undefined}
        onClick={() => void start()}
      >
        {busy ? t('download.busy') : label} <span className="sr-only">{hiddenLabel}</span>
      </Button>
      <span role="status" className="sr-only">
        {saved}
      </span>
    </>
  );
}
