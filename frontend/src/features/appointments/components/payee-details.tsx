import type { PaymentQrResponse } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';

/** The UPI ID and payee as text, for a payer who types them into their app instead of scanning. */
export function PayeeDetails({ qr }: { qr: PaymentQrResponse }) {
  const { t } = useTranslation('appointments');
  return (
    <dl className="grid w-full max-w-60 gap-3 text-base text-ink md:max-w-none">
      <div>
        <dt className="font-semibold">{t('payment.upiId')}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="break-all text-ink select-all">{qr.upiId}</span>
          <CopyButton text={qr.upiId} what={t('payment.upiId')} />
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('payment.payee')}</dt>
        <dd className="text-muted">{qr.payeeName}</dd>
      </div>
    </dl>
  );
}
