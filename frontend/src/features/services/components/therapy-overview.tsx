import { SectionHeading } from '@/components/ui/section-heading';
import { ConditionGrid } from './condition-grid';
import { EmergencyCareCard } from './emergency-care-card';
import { TherapyList } from './therapy-list';

/** The overview shown for /services and every section that is not a treatment page. */
export function TherapyOverview() {
  return (
    <div className="space-y-16 sm:space-y-20">
      <section aria-labelledby="therapies">
        <SectionHeading id="therapies" title="Therapies we offer">
          Twelve services under one roof, so a child or adult can see several specialists in one visit.
        </SectionHeading>
        <TherapyList />
      </section>
      <section aria-labelledby="conditions">
        <SectionHeading id="conditions" title="Conditions we treat">
          Choose a condition to read about its signs, causes and how we help.
        </SectionHeading>
        <ConditionGrid />
      </section>
      <EmergencyCareCard />
    </div>
  );
}
