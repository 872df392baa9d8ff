import type { Doctor } from '@umang/common';
import { Button } from '@/components/ui/button';
import { useStaffDoctors } from '../hooks/use-staff-doctors';
import { StaffDoctorCard } from './staff-doctor-card';

interface StaffDoctorListProps {
  onAdd: () => void;
  onEdit: (doctor: Doctor) => void;
  onBlockedTimes: (doctor: Doctor) => void;
}

const box = 'rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-10';

/** Every doctor, with the loading, empty and error states of the list. */
export function StaffDoctorList({ onAdd, onEdit, onBlockedTimes }: StaffDoctorListProps) {
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
  const { doctors } = data;
  if (doctors.length === 0) {
    return (
      <div className={box}>
        <p className="text-lg font-semibold text-ink">No doctors yet. Add the first one.</p>
        <Button className="mt-4" onClick={onAdd}>
          Add doctor
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="staff-doctors-heading">
      <h2 id="staff-doctors-heading" className="text-lg font-semibold text-ink">
        All doctors <span className="font-normal text-muted">({doctors.length})</span>
      </h2>
      <ul className="mt-3 grid gap-4 xl:grid-cols-2">
        {doctors.map((doctor) => (
          <StaffDoctorCard key={doctor._id} doctor={doctor} onEdit={onEdit} onBlockedTimes={onBlockedTimes} />
        ))}
      </ul>
    </section>
  );
}
