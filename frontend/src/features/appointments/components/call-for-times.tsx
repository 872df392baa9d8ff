import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCentre } from '@/content/centre';

interface CallForTimesProps {
  doctorName: string | null;
  /** False when the doctor is not taking appointments now. */
  available: boolean;
  onKeep: () => void;
}

/** No time to offer online (none free, the doctor away or no longer listed): the centre can still help. */
export function CallForTimes({ doctorName, available, onKeep }: CallForTimesProps) {
  const { t } = useTranslation('appointments');
  const centre = useCentre();
  const why = !doctorName
    ? t('reschedule.cannotShow')
    : available
      ? t('reschedule.noneFree', { name: doctorName })
      : t('reschedule.notTaking', { name: doctorName });
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-base text-ink">
        {why}{' '}
        <Trans
          t={t}
          i18nKey="reschedule.callUs"
          values={{ phone: centre.phoneDisplay, hours: centre.hours }}
          components={{
            phone: (
              <a
                href={centre.phoneHref}
                className="figures font-semibold whitespace-nowrap text-primary underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
      <Button variant="neutral" onClick={onKeep} className="min-h-11 px-6">
        {t('reschedule.keep')}
      </Button>
    </div>
  );
}
