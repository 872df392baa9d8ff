import type { Appointment } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { useLanguage } from '@/i18n/use-language';
import { downloadReceipt } from '../api/download-receipt';
import { appointmentMoment } from '../appointment-time';

/** The receipt of a paid appointment: its number, and a button that saves the PDF. */
export function ReceiptDownload({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const number = appointment.paymentProof?.receiptNumber;
  if (!number) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="receipt.number"
          values={{ number }}
          components={{ number: <span className="figures whitespace-nowrap text-ink" /> }}
        />
      </p>
      <DownloadButton
        download={() => downloadReceipt(appointment._id)}
        label={t('receipt.download')}
        hiddenLabel={t('receipt.which', {
          doctor: appointment.docData.name,
          ...appointmentMoment(appointment, lang),
        })}
        fallbackError={t('receipt.failed')}
        className="w-full"
      />
    </div>
  );
}
