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
  const waiting = secondsLeft > 0;
  const text = sending ? 'Sending…' : waiting ? `${label} in ${secondsLeft} s` : label;
  return (
    <div className="mt-2">
      <Button variant="link" onClick={onResend} disabled={waiting || busy} className="-mx-1">
        {text}
      </Button>
      <p aria-live="polite" className="sr-only">
        {ready && !sending ? `You can ask for a new code now: ${label} is available.` : ''}
      </p>
    </div>
  );
}
