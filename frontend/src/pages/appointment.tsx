import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { AvailabilityBadge } from '@/features/doctors/components/availability-badge';
import { selectDoctorById, useDoctorsStore } from '@/features/doctors/store';
import { formatRupees } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';

/** /appointment/:docId. Minimal doctor summary; the day strip and booking are their own issue. */
export default function AppointmentPage() {
  const { docId } = useParams();
  const doctor = useDoctorsStore(selectDoctorById(docId));
  const status = useDoctorsStore((s) => s.status);
  const error = useDoctorsStore((s) => s.error);
  const loadDoctors = useDoctorsStore((s) => s.loadDoctors);

  if (!doctor) {
    const pending = status === 'idle' || status === 'loading';
    return (
      <section className="py-12 text-center">
        <title>{pending ? 'Loading… · Umang' : 'Doctor not found · Umang'}</title>
        {pending && (
          <p role="status" className="text-muted">
            Loading the doctor…
          </p>
        )}
        {status === 'error' && (
          <div role="alert">
            <h1 className="text-2xl font-bold">We could not load our doctors</h1>
            <p className="mt-2 text-muted">{error}</p>
            <Button className="mt-6" onClick={() => void loadDoctors()}>
              Retry
            </Button>
          </div>
        )}
        {status === 'ready' && (
          <>
            <h1 className="text-2xl font-bold">Doctor not found</h1>
            <p className="mt-2 text-muted">This doctor is not on our team list.</p>
            <Link to="/doctors" className={buttonClass('secondary', 'mt-6')}>
              See all doctors
            </Link>
          </>
        )}
      </section>
    );
  }

  return (
    <article className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <title>{`${doctor.name} · Umang`}</title>
      <img
        src={mediaUrl(doctor.image)}
        alt={doctor.name}
        width={240}
        height={240}
        className="size-48 rounded-2xl bg-primary-soft object-cover sm:size-60"
      />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{doctor.name}</h1>
        <p className="text-lg text-muted">{doctor.speciality}</p>
        <AvailabilityBadge available={doctor.available} />
        <p className="mt-2">
          Appointment fee: <strong>{formatRupees(doctor.fees)}</strong>
        </p>
        <p className="mt-4 max-w-prose text-sm text-muted">
          Online booking opens on this page soon. Until then, call us on{' '}
          <a href={CENTRE.phoneHref} className="font-semibold text-primary underline">
            {CENTRE.phoneDisplay}
          </a>{' '}
          ({CENTRE.hours}).
        </p>
      </div>
    </article>
  );
}
