import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name ("Copy UPI ID"). */
  what: string;
}

/** How long "Copied" stays beside the button. */
const SAID_MS = 4000;

/** Copies `text` and says so, in words a screen reader hears too. */
export function CopyButton({ text, what }: CopyButtonProps) {
  const { t } = useTranslation('appointments');
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('copied');
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the text stays selectable.
      setSaid('failed');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        aria-label={t('payment.copyWhat', { what })}
        onClick={() => void copy()}
      >
        {t('payment.copy')}
      </Button>
      <span
        role="status"
        className={`text-base font-semibold ${said === 'failed' ? 'text-red-800' : 'text-ok'}`}
      >
        {said === 'copied' && t('payment.copied')}
        {said === 'failed' && t('payment.copyFailed')}
      </span>
    </span>
  );
}
