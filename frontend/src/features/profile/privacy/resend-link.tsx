import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ResendLinkProps {
  secondsLeft: number;
  /** The wait has run out (announced once, politely). */
  ready: boolean;
  /** A request of this step is on its way. */
  busy: boolean;
  onResend: () => void;
}

/**
 * Asks for a new code. Disabled with a visible countdown while the server would
 * refuse; the countdown is not read out every second, only its end.
 */
export function ResendLink({ secondsLeft, ready, busy, onResend }: ResendLinkProps) {
  const { t } = useTranslation('profile');
  const waiting = secondsLeft > 0;
  return (
    <div>
      <Button variant="link" type="button" onClick={onResend} disabled={waiting || busy} className="-mx-1">
        {waiting ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
      </Button>
      <p aria-live="polite" className="sr-only">
        {ready && !busy ? t('code.resendReady') : ''}
      </p>
    </div>
  );
}
