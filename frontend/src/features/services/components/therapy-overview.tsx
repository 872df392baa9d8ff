import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { ConditionGrid } from './condition-grid';
import { EmergencyCareCard } from './emergency-care-card';
import { TherapyList } from './therapy-list';

/** The overview shown for /services and every section that is not a treatment page. */
export function TherapyOverview() {
  const { t } = useTranslation('services');
  return (
    <div className="space-y-16 sm:space-y-20">
      <section aria-labelledby="therapies">
        <SectionHeading id="therapies" title={t('overview.therapies.title')}>
          {t('overview.therapies.lead')}
        </SectionHeading>
        <TherapyList />
      </section>
      <section aria-labelledby="conditions">
        <SectionHeading id="conditions" title={t('overview.conditions.title')}>
          {t('overview.conditions.lead')}
        </SectionHeading>
        <ConditionGrid />
      </section>
      <EmergencyCareCard />
    </div>
  );
}
