import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { GOVERNMENT_BENEFITS } from '@/content/benefits';
import { BenefitGrid } from '@/features/benefits/components/benefit-grid';

/** /government-benefits. */
export default function GovernmentBenefitsPage() {
  const { t } = useTranslation('benefits');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')}>
        <p>{t('header.intro')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="header.help"
            // Not `link`: the parser takes <link> for the void HTML element and drops its words.
            components={{
              contact: (
                <Link
                  to="/contact"
                  className="font-semibold text-primary-dark underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      </PageHeader>
      <p className="mt-8 mb-6 flex items-start gap-3 rounded-xl bg-accent-soft px-4 py-3 text-base text-ink sm:mt-10">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-white"
        >
          {/* The information sign is drawn, not written: it reads the same in every language. */}
          <svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor">
            <circle cx="12" cy="5.5" r="2.2" />
            <rect x="10.1" y="9.5" width="3.8" height="11" rx="1.2" />
          </svg>
        </span>
        {t('note')}
      </p>
      <BenefitGrid benefits={GOVERNMENT_BENEFITS} />
    </>
  );
}
