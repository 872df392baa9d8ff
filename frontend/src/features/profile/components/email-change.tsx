import { isValidEmail } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { changeEmail, sendEmailChangeCode } from '../api/data-rights';
import { useResendWait } from '../hooks/use-resend-wait';
import { CodeInput } from '../privacy/code-input';
import { ResendLink } from '../privacy/resend-link';

type Step = 'shown' | 'address' | 'code';
type Pending = 'send' | 'resend' | 'confirm' | null;

/** Refusals about the code are said at the code box; every other one at the address. */
const CODE_ERRORS = new Set(['invalid_otp', 'otp_hourly_limit']);

/**
 * The login e-mail, and the way to change it: a new address, a code mailed to it,
 * then the code. It sits inside the profile form, so its buttons never submit that
 * form and Enter in its boxes runs its own step instead.
 */
export function EmailChange({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const setProfile = useSessionStore((s) => s.setProfile);
  const [step, setStep] = useState<Step>('shown');
  const [address, setAddress] = useState('');
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [addressError, setAddressError] = useState('');
  const [codeError, setCodeError] = useState('');
  const resend = useResendWait();
  const addressRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusChange = useRef(false);

  useEffect(() => {
    if (step === 'address') addressRef.current?.focus();
    if (step === 'code') codeRef.current?.focus();
    if (step === 'shown' && focusChange.current) {
      focusChange.current = false;
      changeRef.current?.focus();
    }
  }, [step]);

  const close = () => {
    focusChange.current = true;
    setStep('shown');
    setAddress('');
    setOtp('');
    setAddressError('');
    setCodeError('');
  };

  const refused = (err: unknown) => {
    resend.waitIfTold(err);
    const code = err instanceof ApiRequestError ? err.code : undefined;
    const words = code === 'email_taken' ? t('emailChange.taken') : errorMessage(err);
    if (code && CODE_ERRORS.has(code) && step === 'code') setCodeError(words);
    else setAddressError(words);
  };

  const send = async (again: boolean) => {
    if (pending) return;
    const wanted = address.trim();
    if (!isValidEmail(wanted)) {
      setAddressError(t('emailChange.invalidEmail'));
      return addressRef.current?.focus();
    }
    setAddressError('');
    setCodeError('');
    setPending(again ? 'resend' : 'send');
    try {
      await sendEmailChangeCode(wanted);
      resend.wait();
      setStep('code');
      if (again) toast.success(t('emailChange.sent', { email: wanted }));
    } catch (err) {
      refused(err);
      if (!again) addressRef.current?.focus();
    } finally {
      setPending(null);
    }
  };

  const confirm = async () => {
    if (pending) return;
    if (otp.length !== 6) {
      setCodeError(t('code.required'));
      return codeRef.current?.focus();
    }
    setCodeError('');
    setPending('confirm');
    try {
      const answer = await changeEmail(address.trim(), otp);
      setProfile(answer);
      toast.success(t('emailChange.done', { email: answer.userData.email }));
      close();
    } catch (err) {
      refused(err);
      const code = err instanceof ApiRequestError ? err.code : undefined;
      if (code && CODE_ERRORS.has(code)) codeRef.current?.focus();
      // The address itself was refused (another account took it meanwhile): back to typing one.
      else if (code === 'email_taken' || code === 'email_unchanged' || code === 'invalid_email') {
        setOtp('');
        setStep('address');
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="grid gap-3 sm:col-span-2">
      <div>
        <p className="text-base font-semibold text-ink">{t('fields.email')}</p>
        <p className="mt-1.5 rounded-xl bg-slate-100 px-4 py-3 text-base wrap-anywhere text-ink">{email}</p>
        <p className="mt-1 text-sm text-muted">{t('hints.email')}</p>
      </div>
      {step === 'shown' && (
        <div>
          <Button
            ref={changeRef}
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => setStep('address')}
          >
            {t('emailChange.change')}
          </Button>
        </div>
      )}
      {step !== 'shown' && (
        <div
          role="group"
          aria-labelledby="profile-email-change-title"
          aria-busy={pending !== null}
          className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4"
        >
          <p id="profile-email-change-title" className="text-base font-semibold text-ink">
            {t('emailChange.change')}
          </p>
          <Field
            id="profile-new-email"
            label={t('emailChange.newAddress')}
            hint={t('emailChange.newHint')}
            error={addressError || undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={addressRef}
                name="newEmail"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={address}
                readOnly={step === 'code'}
                onChange={(event) => {
                  setAddress(event.target.value);
                  setAddressError('');
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  if (step === 'address') void send(false);
                }}
                className={`${fieldControlClass} read-only:bg-slate-100`}
              />
            )}
          </Field>
          {step === 'address' && (
            <div className="flex flex-wrap gap-3">
              <Button
                size="sm"
                className="min-h-11"
                aria-disabled={pending !== null || undefined}
                onClick={() => void send(false)}
              >
                {pending === 'send' ? t('emailChange.sending') : t('emailChange.send')}
              </Button>
              <Button variant="neutral" size="sm" className="min-h-11" onClick={close}>
                {t('emailChange.cancel')}
              </Button>
            </div>
          )}
          {step === 'code' && (
            <>
              <p role="status" className="text-base wrap-anywhere text-ink">
                {t('emailChange.sent', { email: address.trim() })}
              </p>
              <div>
                <CodeInput
                  ref={codeRef}
                  id="profile-email-code"
                  label={t('emailChange.code')}
                  hint={t('emailChange.codeHint')}
                  value={otp}
                  onChange={(digits) => {
                    setOtp(digits);
                    setCodeError('');
                  }}
                  error={codeError || undefined}
                  onEnter={() => void confirm()}
                />
                <ResendLink
                  secondsLeft={resend.secondsLeft}
                  ready={resend.ready}
                  busy={pending !== null}
                  onResend={() => void send(true)}
                />
              </div>
              <div className="flex flex-wrap gap-3">
                <Button
                  size="sm"
                  className="min-h-11"
                  aria-disabled={pending !== null || undefined}
                  onClick={() => void confirm()}
                >
                  {pending === 'confirm' ? t('emailChange.confirming') : t('emailChange.confirm')}
                </Button>
                <Button variant="neutral" size="sm" className="min-h-11" onClick={close}>
                  {t('emailChange.cancel')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
