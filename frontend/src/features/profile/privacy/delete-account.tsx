import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { deleteAccount, getMyAppointments, sendDeletionCode } from '../api/data-rights';
import { useResendWait } from '../hooks/use-resend-wait';
import { CodeInput } from './code-input';
import { PaidVisits } from './paid-visits';
import { ResendLink } from './resend-link';
import { PRIVACY_NOTICE_KEY, type PrivacyCalls } from './privacy-calls';
import { upcomingPaid } from './upcoming-paid';

type Pending = 'send' | 'resend' | 'delete' | null;

/**
 * Deleting the account, in two steps on the page itself (no dialog to get trapped
 * in): what goes and what the centre keeps, the paid visits it would cancel, a code
 * mailed to the account, then the code and the final button.
 */
export function DeleteAccount({
  email,
  fetchNotice,
}: {
  email: string;
  fetchNotice: PrivacyCalls['fetchNotice'];
}) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const clearSession = useSessionStore((s) => s.clearSession);
  // The same query My Appointment reads, so either page fills the other's cache.
  const appointments = useQuery({
    queryKey: queryKeys.myAppointments(token),
    queryFn: ({ signal }) => getMyAppointments(signal),
    enabled: token !== null,
  });
  const notice = useQuery({ queryKey: PRIVACY_NOTICE_KEY, queryFn: ({ signal }) => fetchNotice(signal) });
  const paid = upcomingPaid(appointments.data ?? []);

  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [codeError, setCodeError] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const resend = useResendWait();
  const startRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const backToStart = useRef(false);

  useEffect(() => {
    if (codeSent) codeRef.current?.focus();
    else if (backToStart.current) {
      backToStart.current = false;
      startRef.current?.focus();
    }
  }, [codeSent]);

  const send = async (again: boolean) => {
    if (pending) return;
    setPending(again ? 'resend' : 'send');
    try {
      await sendDeletionCode();
      resend.wait();
      setCodeError('');
      setCodeSent(true);
      if (again) toast.success(t('privacy.delete.sent', { email }));
    } catch (err) {
      resend.waitIfTold(err);
      if (codeSent) setCodeError(errorMessage(err));
      else showError(err, { fallback: t('privacy.delete.sendFailed') });
    } finally {
      setPending(null);
    }
  };

  const erase = async () => {
    if (pending) return;
    if (otp.length !== 6) {
      setCodeError(t('code.required'));
      return codeRef.current?.focus();
    }
    setPending('delete');
    try {
      await deleteAccount(otp);
      clearSession();
      toast.success(t('privacy.delete.done'));
      void navigate('/', { replace: true });
    } catch (err) {
      setPending(null);
      if (err instanceof ApiRequestError && err.status < 500) {
        setCodeError(errorMessage(err));
        codeRef.current?.focus();
      } else {
        showError(err, { fallback: t('privacy.delete.failed') });
      }
    }
  };

  const keep = () => {
    backToStart.current = true;
    setCodeSent(false);
    setOtp('');
    setCodeError('');
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold text-ink">{t('privacy.delete.heading')}</h3>
      <p className="text-base text-ink">{t('privacy.delete.what')}</p>
      <p className="text-base text-ink">{t('privacy.delete.kept')}</p>
      <PaidVisits visits={paid} grievanceEmail={notice.data?.grievanceEmail ?? null} />
      {!codeSent && (
        <div>
          <Button
            ref={startRef}
            variant="danger-outline"
            size="sm"
            className="min-h-11 whitespace-normal"
            aria-disabled={pending !== null || undefined}
            onClick={() => void send(false)}
          >
            {pending === 'send' ? t('privacy.delete.sending') : t('privacy.delete.start')}
          </Button>
        </div>
      )}
      {codeSent && (
        <div
          role="group"
          aria-labelledby="profile-delete-confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && pending === null) keep();
          }}
          className="grid gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
        >
          <p
            id="profile-delete-confirm"
            role="status"
            className="text-base font-semibold wrap-anywhere text-red-900"
          >
            {t('privacy.delete.sent', { email })}
          </p>
          <div>
            <CodeInput
              ref={codeRef}
              id="profile-delete-code"
              label={t('privacy.delete.code')}
              hint={t('privacy.delete.codeHint')}
              value={otp}
              onChange={(digits) => {
                setOtp(digits);
                setCodeError('');
              }}
              error={codeError || undefined}
              readOnly={pending === 'delete'}
              onEnter={() => void erase()}
            />
            <ResendLink
              secondsLeft={resend.secondsLeft}
              ready={resend.ready}
              busy={pending !== null}
              onResend={() => void send(true)}
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              variant="danger"
              size="sm"
              className="min-h-11 whitespace-normal"
              aria-disabled={pending !== null || undefined}
              onClick={() => void erase()}
            >
              {pending === 'delete' ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
            </Button>
            <Button
              variant="neutral"
              size="sm"
              className="min-h-11"
              disabled={pending === 'delete'}
              onClick={keep}
            >
              {t('privacy.delete.keep')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
