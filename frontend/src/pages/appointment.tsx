import type { Doctor } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClass } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { BookingSlots } from '@/features/booking/components/booking-slots';
import { DoctorProfile } from '@/features/booking/components/doctor-profile';
import type { VisitFor } from '@/features/booking/visit-for';
import { AvailabilityBadge } from '@/features/doctors/components/availability-badge';
import { DoctorCard } from '@/features/doctors/components/doctor-card';
import { useDoctors } from '@/features/doctors/hooks/use-doctors';
import { WhoForExtras } from '@/features/family/components/who-for-extras';
import { useWhoFor } from '@/features/family/hooks/use-who-for';
import { FAMILY_MESSAGES } from '@/features/family/messages';
import { acceptNotice } from '@/features/privacy/api/privacy-api';
import { useSessionStore } from '@/stores/session-store';

const RELATED_LIMIT = 5;

/** /appointment/:docId, "Doctor detail and booking". */
export default function AppointmentPage() {
  const { t } = useTranslation(['booking', 'doctors']);
  const { docId } = useParams();
  const { data } = useDoctors();
  const doctors = data?.doctors ?? [];
  const doctor = doctors.find((one) => one._id === docId);
  const visitFor = useVisitFor();

  if (!doctor) return <DoctorMissing />;

  // A speciality is named as the doctors' list names it; one it does not know is shown as the API gives it.
  const speciality = t(`doctors:specialities.${doctor.speciality}` as 'doctors:specialities.Psychiatrist', {
    defaultValue: doctor.speciality,
  });
  return (
    <>
      <PageMeta
        title={doctor.name}
        description={t('booking:meta.description', { name: doctor.name, speciality, degree: doctor.degree })}
      />
      <DoctorProfile
        doctor={doctor}
        speciality={speciality}
        availability={<AvailabilityBadge available={doctor.available} />}
      />
      {/* Keyed by doctor: moving to a related doctor starts a fresh choice of day and time. */}
      <BookingSlots key={doctor._id} doctor={doctor} visitFor={visitFor} acceptNotice={acceptNotice} />
      <RelatedDoctors doctor={doctor} speciality={speciality} doctors={doctors} />
    </>
  );
}

/**
 * A signed-in patient books for themselves or a family member: the family feature
 * offers the people, the booking sends the choice. Visitors are not asked.
 */
function useVisitFor(): VisitFor | undefined {
  const token = useSessionStore((s) => s.token);
  const holderName = useSessionStore((s) => s.userData?.name ?? '');
  const who = useWhoFor(holderName);
  if (!token) return undefined;
  return {
    choices: who.choices,
    chosen: who.chosen,
    onChoose: who.choose,
    below: <WhoForExtras who={who} />,
    refocus: who.refocus,
    patientId: who.member?._id,
    patientName: who.member?.name,
    unready: who.adding ? FAMILY_MESSAGES.saveNewFirst : undefined,
  };
}

/** Up to five other doctors of the same speciality; nothing when there are none. */
function RelatedDoctors({
  doctor,
  speciality,
  doctors,
}: {
  doctor: Doctor;
  speciality: string;
  doctors: Doctor[];
}) {
  const { t } = useTranslation('booking');
  const related = doctors
    .filter((other) => other.speciality === doctor.speciality && other._id !== doctor._id)
    .slice(0, RELATED_LIMIT);
  if (related.length === 0) return null;

  return (
    <section aria-labelledby="related-doctors" className="mt-16 sm:mt-20">
      <SectionHeading id="related-doctors" title={t('related.title')}>
        {t('related.intro', { speciality })}
      </SectionHeading>
      <ul
        aria-labelledby="related-doctors"
        className="mt-6 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      >
        {related.map((other) => (
          <DoctorCard key={other._id} doctor={other} />
        ))}
      </ul>
    </section>
  );
}

/** No such doctor in the list: still loading, the list failed, or an unknown id. */
function DoctorMissing() {
  const { t } = useTranslation('booking');
  const { status, error, refetch } = useDoctors();
  const pending = status === 'pending';

  return (
    <section className="py-12 text-center">
      <PageMeta
        title={pending ? t('meta.loadingTitle') : t('meta.notFoundTitle')}
        description={t('meta.fallbackDescription')}
      />
      {pending && (
        <>
          {/* The page keeps its one h1 while the list loads. */}
          <h1 className="sr-only">{t('missing.heading')}</h1>
          <p role="status" className="text-muted">
            {t('missing.loading')}
          </p>
        </>
      )}
      {status === 'error' && (
        <div role="alert">
          <h1 className="text-2xl font-bold">{t('missing.loadFailed')}</h1>
          <p className="mt-2 text-muted">{error?.message}</p>
          <Button className="mt-6" onClick={() => void refetch()}>
            {t('missing.retry')}
          </Button>
        </div>
      )}
      {status === 'success' && (
        <>
          <h1 className="text-2xl font-bold">{t('missing.notFound')}</h1>
          <p className="mt-2 text-muted">{t('missing.notOnTeam')}</p>
          <Link to="/doctors" className={buttonClass('secondary', 'mt-6')}>
            {t('missing.seeAll')}
          </Link>
        </>
      )}
    </section>
  );
}
