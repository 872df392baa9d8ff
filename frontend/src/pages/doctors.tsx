import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { DoctorList } from '@/features/doctors/components/doctor-list';
import { SpecialityFilter } from '@/features/doctors/components/speciality-filter';
import { useSpecialityLabel } from '@/features/doctors/speciality-label';

/** /doctors, "Our Team". */
export default function DoctorsPage() {
  const { t } = useTranslation('doctors');
  const specialityLabel = useSpecialityLabel();
  const [params] = useSearchParams();
  const speciality = params.get('speciality') ?? undefined;

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('page.title')}</h1>
        <p className="mt-3 text-muted">{t('page.lead')}</p>
      </header>
      <div className="mt-6">
        <SpecialityFilter selected={speciality} />
      </div>
      <div className="mt-6">
        {/* No section heading sits between the page's h1 and the cards here. */}
        <DoctorList
          speciality={speciality}
          label={
            speciality ? t('list.ofSpeciality', { speciality: specialityLabel(speciality) }) : t('list.all')
          }
          headingLevel={2}
        />
      </div>
    </>
  );
}
