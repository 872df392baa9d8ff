import { Button } from '@/components/ui/button';

interface SubmitButtonProps {
  /** The label while idle, e.g. "Send OTP". */
  label: string;
  /** The label while the request is on its way, e.g. "Sending…"; null when idle. */
  pendingLabel: string | null;
  /** Another request of the form is on its way (the button waits for it). */
  busy?: boolean;
}

/** The form's one submit button (Enter in any field presses it). */
export function SubmitButton({ label, pendingLabel, busy = false }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || pendingLabel !== null} className="min-h-12 w-full text-base!">
      {pendingLabel ?? label}
    </Button>
  );
}
