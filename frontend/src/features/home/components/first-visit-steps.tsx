import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { FIRST_VISIT_STEPS } from '@/content/home';

/** /about: what happens at a first visit, as numbered steps. */
export function FirstVisitSteps() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="first-visit-title">
      <SectionHeading id="first-visit-title" title={t('firstVisit.title')}>
        {t('firstVisit.lead')}
      </SectionHeading>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {FIRST_VISIT_STEPS.map((id, index) => (
          <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg leading-snug font-semibold text-ink">
                {t(`firstVisit.steps.${id}.title`)}
              </h3>
            </div>
            <p className="mt-3 text-base leading-relaxed text-muted">{t(`firstVisit.steps.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
