import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { WHY_CHOOSE_US } from '@/content/home';

/** Reasons families choose Umang: on / and on /about. */
export function WhyChooseUs() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="why-title">
      <SectionHeading id="why-title" title={t('why.title')}>
        {t('why.lead')}
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {WHY_CHOOSE_US.map((id) => (
          <li key={id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="none">
                <path
                  d="M4 10.5l4 4 8-9"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{t(`why.items.${id}.title`)}</h3>
              <p className="mt-1 text-base leading-relaxed text-muted">{t(`why.items.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
