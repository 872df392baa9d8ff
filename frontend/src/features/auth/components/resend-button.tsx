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
      <button
        type="button"
        onClick={onResend}
        disabled={waiting || busy}
        className="-mx-1 min-h-11 rounded-lg px-1 text-base font-semibold text-primary underline underline-offset-4 hover:text-primary-dark disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
      >
        {text}
      </button>
      <p aria-live="polite" className="sr-only">
        {ready && !sending ? `You can ask for a new code now: ${label} is available.` : ''}
      </p>
    </div>
  );
}
