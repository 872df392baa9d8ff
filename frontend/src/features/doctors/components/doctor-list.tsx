import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDoctors } from '../hooks/use-doctors';
import { DoctorCard } from './doctor-card';
import { DoctorCardSkeleton } from './doctor-card-skeleton';

/** The doctor list shows at most 10 entries. */
const DOCTOR_LIST_LIMIT = 10;

// One column below 360px, two on phones, up to five on wide screens.
const GRID =
  'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

interface DoctorListProps {
  /** Show only this speciality (exact match); all when absent. */
  speciality?: string;
  /** Accessible name of the list; "Doctors" in the language shown when absent. */
  label?: string;
  /** Only doctors taking appointments (the home page's top doctors). */
  availableOnly?: boolean;
  /** Heading level of each doctor's name (see DoctorCard). */
  headingLevel?: 2 | 3;
}

/** The first 10 doctors as cards, with loading, error and empty states. */
export function DoctorList({ speciality, label, availableOnly = false, headingLevel }: DoctorListProps) {
  const { t } = useTranslation('doctors');
  const { data, status, error, refetch } = useDoctors();
  const doctors = data?.doctors ?? [];

  if (doctors.length === 0 && status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
        <ul className={GRID}>
          {Array.from({ length: 5 }, (_, i) => (
            <DoctorCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  if (doctors.length === 0 && status === 'error') {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
        <p className="font-semibold text-red-800">{t('list.failed')}</p>
        {error.message && <p className="mt-1 text-sm text-red-800">{error.message}</p>}
        <Button className="mt-4" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  const shown = doctors
    .filter((doctor) => !speciality || doctor.speciality === speciality)
    .filter((doctor) => !availableOnly || doctor.available)
    .slice(0, DOCTOR_LIST_LIMIT);

  if (shown.length === 0) {
    return <p className="rounded-2xl bg-slate-50 p-6 text-center text-muted">{t('list.empty')}</p>;
  }

  return (
    <ul className={GRID} aria-label={label ?? t('list.label')}>
      {shown.map((doctor) => (
        <DoctorCard key={doctor._id} doctor={doctor} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
