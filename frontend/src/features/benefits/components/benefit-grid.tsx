import { useTranslation } from 'react-i18next';
import type { GovernmentBenefit } from '@/content/benefits';
import { BenefitCard } from './benefit-card';

interface BenefitGridProps {
  benefits: readonly GovernmentBenefit[];
}

/** The benefit cards: one column on phones, two at md, three at lg. */
export function BenefitGrid({ benefits }: BenefitGridProps) {
  const { t } = useTranslation('benefits');
  return (
    <ul
      aria-label={t('grid.label')}
      className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {benefits.map((benefit) => (
        <BenefitCard key={benefit.id} benefit={benefit} />
      ))}
    </ul>
  );
}
