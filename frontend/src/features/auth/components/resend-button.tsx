import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ResendButtonProps {
  /** What the button does, e.g. "Resend OTP". */
  label: string;
  /** Seconds until the server accepts another code; 0 when it does. */
  secondsLeft: number;
  /** The wait has run out (announced once, politely). */
  ready: boolean;
  sending: boolean;
  /** Another request of the form is on its way. */
  busy: boolean;
  onResend: () => void;
}

/**
 * Asks for a new code. Disabled with a visible countdown while the server
 * would refuse; the countdown is not read out every second, only its end.
 */
export function ResendButton({ label, secondsLeft, ready, sending, busy, onResend }: ResendButtonProps) {
  const { t } = useTranslation('auth');
  const waiting = secondsLeft > 0;
  const text = sending
    ? t('actions.sending')
    : waiting
      ? t('resend.waiting', { label, seconds: secondsLeft })
      : label;
  return (
    <div className="mt-2">
      <Button variant="link" onClick={onResend} disabled={waiting || busy} className="-mx-1">
        {text}
      </Button>
      <p aria-live="polite" className="sr-only">
        {ready && !sending ? t('resend.ready', { label }) : ''}
      </p>
    </div>
  );
}
