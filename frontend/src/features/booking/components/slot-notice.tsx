import { formatSlotMoment, type Language, parseDateKey } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';
import type { SlotNotice as Notice } from '@/components/slot-picker/use-slot-picker';
import { CENTRE } from '@/content/centre';
import { useLanguage } from '@/i18n/use-language';

/** `Tue 24 Nov, 10:30 am` for a slot named by its key; the key itself if unreadable. */
function moment(dateKey: string, time: string, lang: Language): string {
  const date = parseDateKey(dateKey);
  return date ? formatSlotMoment(date, time, lang) : `${dateKey} ${time}`;
}

/**
 * Why the chosen time changed: it was taken while the patient was deciding (said at
 * once, as an alert), or the time kept from before logging in has gone meanwhile.
 */
export function SlotNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  if (notice.kind === 'link-gone') {
    return (
      <p role="status" className="max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
        <Trans
          t={t}
          i18nKey="notice.linkGone"
          values={{ slot: moment(notice.wanted.dateKey, notice.wanted.time, lang) }}
          components={{ slot: <span className="figures" /> }}
        />
      </p>
    );
  }
  const { next } = notice;
  return (
    <p role="alert" className="max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
      {t('notice.taken')}{' '}
      {next ? (
        <Trans
          t={t}
          i18nKey="notice.takenNext"
          values={{ slot: formatSlotMoment(next.date, next.time, lang) }}
          components={{ slot: <strong className="figures" /> }}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="notice.takenNone"
          values={{ phone: CENTRE.phoneDisplay }}
          components={{
            phone: (
              <a href={CENTRE.phoneHref} className="figures font-semibold underline underline-offset-2" />
            ),
          }}
        />
      )}
    </p>
  );
}
