import type { Ref } from 'react';
import type { useOtpFlow } from '../hooks/use-otp-flow';
import { digitsOnly } from '../validation';
import { AuthField } from './auth-field';
import { ResendButton } from './resend-button';

interface CodeFieldProps {
  id: string;
  /** "OTP" on sign-up, "Code" on password reset. */
  label: string;
  resendLabel: string;
  hint: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  flow: ReturnType<typeof useOtpFlow>;
  onResend: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The six-digit code mailed to the patient, with the resend control and its countdown. */
export function CodeField({
  id,
  label,
  resendLabel,
  hint,
  value,
  onChange,
  error,
  flow,
  onResend,
  ref,
}: CodeFieldProps) {
  return (
    <div>
      <AuthField
        ref={ref}
        id={id}
        name="otp"
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(typed) => onChange(digitsOnly(typed, 6))}
        hint={hint}
        error={error}
      />
      <ResendButton
        label={resendLabel}
        secondsLeft={flow.resendIn}
        ready={flow.resendReady}
        sending={flow.pending === 'resend'}
        busy={flow.pending !== null}
        onResend={onResend}
      />
    </div>
  );
}
