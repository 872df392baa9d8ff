import type { Doctor } from '@umang/common';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';
import { useToggleAvailable } from '../hooks/use-staff-doctors';
import { AvailabilitySwitch } from './availability-switch';

interface StaffDoctorCardProps {
  doctor: Doctor;
  /** Absent in a doctor's own console: the profile, fee and photo are the office's to change. */
  onEdit?: (doctor: Doctor) => void;
  onBlockedTimes: (doctor: Doctor) => void;
}

/** "3 times on 2 days" from today on (the API sends no earlier ones). */
function blockedSummary(doctor: Doctor): string {
  const days = doctor.blockedSlots.filter((day) => day.times.length > 0);
  const times = days.reduce((sum, day) => sum + day.times.length, 0);
  if (times === 0) return 'None';
  return `${times} ${times === 1 ? 'time' : 'times'} on ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
}

/** One doctor in the console: who, what they charge, whether they take bookings, and what the viewer can change. */
export function StaffDoctorCard({ doctor, onEdit, onBlockedTimes }: StaffDoctorCardProps) {
  const { pending, toggle } = useToggleAvailable(doctor);
  const years = `${doctor.experience} ${doctor.experience === 1 ? 'year' : 'years'}`;

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-start gap-4">
        <img
          src={mediaUrl(doctor.image)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="aspect-square size-12 shrink-0 rounded-full bg-primary-soft object-cover"
        />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold break-words text-ink">{doctor.name}</h3>
          <p className="text-base break-words text-ink">{doctor.speciality}</p>
          <p className="text-base break-words text-muted">{doctor.degree}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {[
          ['Fee', formatRupees(doctor.fees)],
          ['Experience', years],
          ['Blocked ahead', blockedSummary(doctor)],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-base font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <AvailabilitySwitch
          doctorName={doctor.name}
          available={doctor.available}
          pending={pending}
          onToggle={toggle}
        />
        <div className="flex flex-wrap gap-2">
          {onEdit && (
            <Button variant="secondary" onClick={() => onEdit(doctor)} className="px-4">
              Edit <span className="sr-only">{doctor.name}</span>
            </Button>
          )}
          <Button variant="secondary" onClick={() => onBlockedTimes(doctor)} className="px-4">
            Blocked times <span className="sr-only">of {doctor.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
