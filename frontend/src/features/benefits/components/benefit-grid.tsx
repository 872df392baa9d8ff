import type { GovernmentBenefit } from '@umang/common';
import { BenefitCard } from './benefit-card';

interface BenefitGridProps {
  benefits: readonly GovernmentBenefit[];
}

/** The benefit cards: one column on phones, two at md, three at lg. */
export function BenefitGrid({ benefits }: BenefitGridProps) {
  return (
    <ul
      aria-label="Government schemes and benefits"
      className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {benefits.map((benefit) => (
        <BenefitCard key={benefit.title} benefit={benefit} />
      ))}
    </ul>
  );
}
