import { type Doctor, STAFF_APPOINTMENT_STATUSES, type StaffAppointmentStatus } from '@umang/common';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import {
  type AppointmentFilters as Filters,
  inputDateToKey,
  keyToInputDate,
  STATUS_LABELS,
  todayKey,
} from '../filters';

interface AppointmentFiltersProps {
  filters: Filters;
  /** Doctors for the Doctor list; undefined while they load. */
  doctors: Doctor[] | undefined;
  doctorsError: string | null;
  onChange: (changes: Partial<Omit<Filters, 'page'>>) => void;
  onClear: () => void;
}

/** Date, doctor and status, applied as soon as one changes (no Apply button to miss). */
export function AppointmentFilters({
  filters,
  doctors,
  doctorsError,
  onChange,
  onClear,
}: AppointmentFiltersProps) {
  const anySet = Boolean(filters.date || filters.doctorId || filters.status);
  const doctorHint = doctorsError
    ? `Could not load the doctors: ${doctorsError}`
    : doctors === undefined
      ? 'Loading doctors…'
      : undefined;

  return (
    <form
      aria-label="Filter appointments"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-[1.3fr_1fr_1fr_auto] xl:items-start"
    >
      <Field id="appointments-date" label="Date">
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="date"
              value={keyToInputDate(filters.date)}
              onChange={(event) => onChange({ date: inputDateToKey(event.target.value) })}
              className={`${fieldControlClass} min-w-0`}
            />
            <Button variant="secondary" onClick={() => onChange({ date: todayKey() })} className="shrink-0">
              Today
            </Button>
          </div>
        )}
      </Field>
      <Field id="appointments-doctor" label="Doctor" hint={doctorHint}>
        {(control) => (
          <select
            {...control}
            value={filters.doctorId}
            onChange={(event) => onChange({ doctorId: event.target.value })}
            className={fieldControlClass}
          >
            <option value="">All doctors</option>
            {doctors?.map((doctor) => (
              <option key={doctor._id} value={doctor._id}>
                {doctor.name} ({doctor.speciality})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="appointments-status" label="Status">
        {(control) => (
          <select
            {...control}
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as StaffAppointmentStatus | '' })}
            className={fieldControlClass}
          >
            <option value="">All</option>
            {STAFF_APPOINTMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex items-end sm:col-span-2 xl:col-span-1 xl:self-stretch xl:pb-0.5">
        <Button variant="ghost" onClick={onClear} disabled={!anySet} className="max-xl:-ml-2">
          Clear filters
        </Button>
      </div>
    </form>
  );
}
