import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { useFormat } from '@/i18n/use-language';
import type { PaymentQrState } from '../hooks/use-payment-qr';

const BOX = 'size-60 shrink-0 rounded-2xl border border-slate-200 bg-white';

/** The UPI QR image, 240×240 whatever its state so nothing around it jumps. */
export function PaymentQr({ qr, error, loading, retry }: PaymentQrState) {
  const { t } = useTranslation('appointments');
  const format = useFormat();
  if (loading) {
    return (
      <div className={`${BOX} flex animate-pulse items-center justify-center bg-slate-100`}>
        <p role="status" className="px-4 text-center text-base text-muted">
          {t('payment.qrLoading')}
        </p>
      </div>
    );
  }
  if (!qr) {
    return (
      <div role="alert" className={`${BOX} flex flex-col items-center justify-center gap-3 p-4 text-center`}>
        <p className="text-base font-semibold text-red-800">{t('payment.qrFailed')}</p>
        {error && <p className="text-sm text-red-800">{error}</p>}
        <Button onClick={retry}>{t('payment.retry')}</Button>
      </div>
    );
  }
  return (
    <img
      src={qr.qr}
      alt={t('payment.qrAlt', { amount: format.rupees(qr.amount), payee: CENTRE.shortName })}
      width={240}
      height={240}
      className={`${BOX} aspect-square p-2`}
    />
  );
}
