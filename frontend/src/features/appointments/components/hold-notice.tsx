import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { holdEndsLabel } from '../appointment-time';

/** Until when an unpaid booking is kept, so the patient can pay before it is released. */
export function HoldNotice({ until }: { until: string }) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const label = holdEndsLabel(until, lang);
  if (!label) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-base text-amber-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 fill-none stroke-current">
        <path
          d="M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <Trans
          t={t}
          i18nKey="hold.until"
          values={{ time: label }}
          components={{ time: <time dateTime={until} className="figures" /> }}
        />
      </span>
    </p>
  );
}
