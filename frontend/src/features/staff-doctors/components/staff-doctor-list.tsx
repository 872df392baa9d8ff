import type { Doctor } from '@umang/common';
import { Button } from '@/components/ui/button';
import { useStaffDoctors } from '../hooks/use-staff-doctors';
import { StaffDoctorCard } from './staff-doctor-card';

/**
 * `office`: every doctor, with Add and Edit (admin and staff). `own`: a doctor's console,
 * their own card only, with no profile to edit (the server refuses a doctor that too).
 */
type StaffDoctorListProps =
  | {
      view: 'office';
      onAdd: () => void;
      onEdit: (doctor: Doctor) => void;
      onBlockedTimes: (doctor: Doctor) => void;
    }
  | { view: 'own'; doctorId: string | null; onBlockedTimes: (doctor: Doctor) => void };

const box = 'rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-10';

function Empty(props: StaffDoctorListProps) {
  return (
    <div className={box}>
      {props.view === 'office' ? (
        <>
          <p className="text-lg font-semibold text-ink">No doctors yet. Add the first one.</p>
          <Button className="mt-4" onClick={props.onAdd}>
            Add doctor
          </Button>
        </>
      ) : (
        <p className="text-lg font-semibold text-ink">
          Your account is not linked to a doctor’s record. Please ask the office.
        </p>
      )}
    </div>
  );
}

/** The doctors of the view, with the loading, empty and error states of the list. */
export function StaffDoctorList(props: StaffDoctorListProps) {
  const { data, error, refetch } = useStaffDoctors();

  // A refresh that fails keeps the list it already shows (the toast says it is not fresh).
  if (!data && !error) {
    return (
      <p role="status" className={`${box} text-base text-muted`}>
        Loading the doctors…
      </p>
    );
  }
  if (!data) {
    return (
      <div role="alert" className={box}>
        <p className="text-lg font-semibold text-ink">The doctors could not be loaded.</p>
        <p className="mt-1 text-base break-words text-muted">{error?.message}</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  // The server gives a doctor only their own record; the filter keeps it so if that changed.
  const own = props.view === 'own';
  const doctors = own ? data.doctors.filter((d) => d._id === props.doctorId) : data.doctors;
  if (doctors.length === 0) return <Empty {...props} />;

  return (
    <section aria-labelledby="staff-doctors-heading">
      <h2 id="staff-doctors-heading" className="text-lg font-semibold text-ink">
        {own ? 'Your availability' : 'All doctors'}{' '}
        {!own && <span className="font-normal text-muted">({doctors.length})</span>}
      </h2>
      <ul className="mt-3 grid gap-4 xl:grid-cols-2">
        {doctors.map((doctor) => (
          <StaffDoctorCard
            key={doctor._id}
            doctor={doctor}
            onEdit={props.view === 'office' ? props.onEdit : undefined}
            onBlockedTimes={props.onBlockedTimes}
          />
        ))}
      </ul>
    </section>
  );
}
