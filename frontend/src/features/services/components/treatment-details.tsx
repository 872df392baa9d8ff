import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { TREATMENT_SECTIONS } from '@/content/treatment-details';
import type { TreatmentSlug } from '@/content/treatments';
import { TreatmentSection } from './treatment-section';

interface TreatmentDetailsProps {
  slug: TreatmentSlug;
}

/** The four sections of a treatment page, then the call to action. */
export function TreatmentDetails({ slug }: TreatmentDetailsProps) {
  const { t } = useTranslation('services');
  return (
    <div className="space-y-12 sm:space-y-14">
      {TREATMENT_SECTIONS.map(({ id, as, note }) => (
        <TreatmentSection
          key={id}
          id={id}
          title={t(`treatment.sections.${id}`)}
          items={t(`treatments.${slug}.${id}`, { returnObjects: true })}
          as={as}
          note={note ? t(`treatment.notes.${id}`) : undefined}
        />
      ))}
      <TreatmentCallToAction />
    </div>
  );
}

function TreatmentCallToAction() {
  const { t } = useTranslation('services');
  return (
    <section aria-labelledby="next-steps" className="max-w-3xl rounded-2xl bg-primary-soft p-6 sm:p-8">
      <h2 id="next-steps" className="text-2xl font-bold text-ink">
        {t('treatment.cta.title')}
      </h2>
      <p className="mt-2 text-lg text-ink">
        <Trans
          t={t}
          i18nKey="treatment.cta.text"
          values={{ phone: CENTRE.phoneDisplay }}
          components={{
            // Trans puts the number inside the link.
            phone: (
              <a
                href={CENTRE.phoneHref}
                className="figures font-semibold whitespace-nowrap text-primary-dark underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/doctors" className={buttonClass('primary')}>
          {t('treatment.cta.book')}
        </Link>
        <Link to="/contact" className={buttonClass('secondary')}>
          {t('treatment.cta.contact')}
        </Link>
      </div>
      <p className="mt-6 text-base">
        <Link
          to="/services/all"
          className="text-primary-dark underline underline-offset-4 hover:text-primary"
        >
          {t('treatment.cta.all')}
        </Link>
      </p>
    </section>
  );
}
