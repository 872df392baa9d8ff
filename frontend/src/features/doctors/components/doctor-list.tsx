import { Button } from '@/components/ui/button';
import { DOCTOR_LIST_LIMIT, useDoctorsStore } from '../store';
import { DoctorCard } from './doctor-card';
import { DoctorCardSkeleton } from './doctor-card-skeleton';

// One column below 360px, two on phones, up to five on wide screens.
const GRID =
  'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

interface DoctorListProps {
  /** Show only this speciality (exact match); all when absent. */
  speciality?: string;
  /** Accessible name of the list. */
  label?: string;
  /** Only doctors taking appointments (the home page's top doctors). */
  availableOnly?: boolean;
  /** Heading level of each doctor's name (see DoctorCard). */
  headingLevel?: 2 | 3;
}

/** The first 10 doctors as cards, with loading, error and empty states. */
export function DoctorList({
  speciality,
  label = 'Doctors',
  availableOnly = false,
  headingLevel,
}: DoctorListProps) {
  const doctors = useDoctorsStore((s) => s.doctors);
  const status = useDoctorsStore((s) => s.status);
  const error = useDoctorsStore((s) => s.error);
  const loadDoctors = useDoctorsStore((s) => s.loadDoctors);

  if (doctors.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading doctors…
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
        <p className="font-semibold text-red-800">We could not load our doctors.</p>
        {error && <p className="mt-1 text-sm text-red-800">{error}</p>}
        <Button className="mt-4" onClick={() => void loadDoctors()}>
          Retry
        </Button>
      </div>
    );
  }

  const shown = doctors
    .filter((doctor) => !speciality || doctor.speciality === speciality)
    .filter((doctor) => !availableOnly || doctor.available)
    .slice(0, DOCTOR_LIST_LIMIT);

  if (shown.length === 0) {
    return (
      <p className="rounded-2xl bg-slate-50 p-6 text-center text-muted">No doctors to show right now.</p>
    );
  }

  return (
    <ul className={GRID} aria-label={label}>
      {shown.map((doctor) => (
        <DoctorCard key={doctor._id} doctor={doctor} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
