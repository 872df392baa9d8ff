import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { DoctorList } from '@/features/doctors/components/doctor-list';
import { SpecialityFilter } from '@/features/doctors/components/speciality-filter';

/** /doctors, "Our Team". */
export default function DoctorsPage() {
  const [params] = useSearchParams();
  const speciality = params.get('speciality') ?? undefined;

  return (
    <>
      <PageMeta
        title="Our Team"
        description="Meet the psychiatrists, pediatricians, psychologists and therapists of Umang, Sector 40, Gurugram, and book a half-hour appointment."
      />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Our Team</h1>
        <p className="mt-3 text-muted">
          Psychiatrists, pediatricians, psychologists, therapists and special educators who work together on
          each child&rsquo;s and adult&rsquo;s care. Choose a doctor to see their days and times and book a
          half-hour appointment.
        </p>
      </header>
      <div className="mt-6">
        <SpecialityFilter selected={speciality} />
      </div>
      <div className="mt-6">
        {/* No section heading sits between the page's h1 and the cards here. */}
        <DoctorList
          speciality={speciality}
          label={speciality ? `${speciality}s` : 'Our doctors'}
          headingLevel={2}
        />
      </div>
    </>
  );
}
