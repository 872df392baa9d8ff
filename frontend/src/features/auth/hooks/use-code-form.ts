import type { ApiResult } from '@umang/common';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtpPending, sameAddress } from '../otp-flow';
import type { Problems } from '../validation';
import { type FailureOutlet, useAuthForm } from './use-auth-form';
import { useOtpFlow } from './use-otp-flow';

interface CodeFormOptions<F extends string> {
  /** The form's fields in screen order, for the focus on the first to fix. */
  order: readonly F[];
  /** Mails a code to the address (sign-up's OTP, the password reset code). */
  sendCode: (email: string) => Promise<ApiResult>;
  /** The success toast: ours in Hindi, in English when the server sends no message of its own. */
  sentWords: string;
  email: string;
  onEmailChange: (email: string) => void;
  /** Empties the code box. */
  clearCode: () => void;
  /** The button while the final request is on its way, e.g. "Creating account…". */
  submittingLabel: string;
  /** Where a refused request's reason is shown. */
  failures: FailureOutlet;
}

/**
 * A form with a mailed code (sign-up, password reset): the first submit sends
 * the code, the next one, with the code typed, makes the final request.
 */
export function useCodeForm<F extends string>(options: CodeFormOptions<F | 'email'>) {
  const { order, sendCode, sentWords, email, onEmailChange, clearCode, submittingLabel, failures } = options;
  const { t } = useTranslation('auth');
  const form = useAuthForm(order, failures);
  const flow = useOtpFlow(sendCode, sentWords);
  const [sends, setSends] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);
  // A resend shows "Sending…" on the resend button; the submit button only waits.
  const pendingLabels: Record<OtpPending, string | null> = {
    send: t('actions.sending'),
    resend: null,
    submit: submittingLabel,
  };

  // After every successful send the next thing to do is type the code.
  useEffect(() => {
    if (sends > 0) codeRef.current?.focus();
  }, [sends]);

  function changeEmail(value: string) {
    onEmailChange(value);
    flow.emailChanged(value);
    form.clearProblem('email');
    // A code sent to the old address is of no use: back to the first step.
    if (flow.sentTo !== null && !sameAddress(flow.sentTo, value)) clearCode();
  }

  async function send(kind: 'send' | 'resend') {
    form.clearFormError();
    const failure = await flow.sendCode(email.trim(), kind);
    if (failure) form.report(failure.error);
    else setSends((count) => count + 1);
  }

  /** Checks the `found` problems, then sends the code or, once it was sent, runs the final `request`. */
  async function submit(
    event: SubmitEvent<HTMLFormElement>,
    found: Problems<F | 'email'>,
    request: () => Promise<unknown>,
  ) {
    event.preventDefault();
    if (flow.pending || !form.accept(event.currentTarget, found)) return;
    if (!flow.codeSent) return send('send');
    const failure = await flow.submit(request);
    if (failure) form.report(failure.error);
  }

  const busy = flow.pending !== null;
  return {
    ...form,
    flow,
    codeRef,
    /** For the AuthForm, with the form's own onSubmit and submitLabel. */
    shell: { busy, error: form.formError, pendingLabel: flow.pending ? pendingLabels[flow.pending] : null },
    /** For the EmailField, with the form's own id and hint. */
    emailField: {
      value: email,
      onChange: changeEmail,
      // The code goes to the address as it was sent; it cannot change on the way.
      readOnly: flow.pending === 'send' || flow.pending === 'resend',
      error: form.problems.email,
    },
    resend: () => void send('resend'),
    submit,
  };
}
