import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-language';
import { usePaymentQr } from '../hooks/use-payment-qr';
import { PayeeDetails } from './payee-details';
import { PaymentForm } from './payment-form';
import { PaymentQr } from './payment-qr';

interface PaymentPanelProps {
  id: string;
  appointmentId: string;
  onSubmitted: () => void;
  /** The patient has just opened it: bring it into view and put focus on its heading. */
  takeFocus: boolean;
}

/**
 * Pay the amount: scan the QR (or, on a phone, open a UPI app directly), then
 * tell us the transaction ID so staff can match it to the bank statement.
 */
export function PaymentPanel({ id, appointmentId, onSubmitted, takeFocus }: PaymentPanelProps) {
  const { t } = useTranslation('appointments');
  const format = useFormat();
  const qrState = usePaymentQr(appointmentId);
  const [paid, setPaid] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { qr } = qrState;

  // On a phone the panel opens below the fold: show it from its heading (clear of the
  // sticky header), and start the reader there. A panel left open on a reload stays put.
  useEffect(() => {
    const heading = headingRef.current;
    if (!takeFocus || !heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [takeFocus]);

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="border-t border-slate-200 bg-primary-soft/40 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <div className="flex flex-col items-center gap-3 md:items-start">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-center text-xl font-bold text-ink md:text-left"
          >
            {t('payment.heading')}
            {qr && (
              <span className="figures block text-3xl text-primary-dark">{format.rupees(qr.amount)}</span>
            )}
          </h3>
          <PaymentQr {...qrState} />
          {qr && <PayeeDetails qr={qr} />}
          {qr && (
            <a href={qr.upiUri} className={buttonClass('primary', 'min-h-11 w-full md:hidden')}>
              {t('payment.payWithApp')}
            </a>
          )}
        </div>
        <div className="min-w-0 flex-1 md:max-w-xl">
          <p
            role="note"
            className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 size-5 shrink-0 fill-none stroke-current"
            >
              <path
                d="M12 9v4M12 16.5v.5M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('payment.warning')}</span>
          </p>
          {paid ? (
            <PaymentForm appointmentId={appointmentId} onSubmitted={onSubmitted} />
          ) : (
            <Button
              variant="secondary"
              onClick={() => setPaid(true)}
              className="mt-5 min-h-11 w-full px-6 sm:w-auto"
            >
              {t('payment.paid')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
