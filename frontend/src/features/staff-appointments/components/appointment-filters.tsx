import { type Doctor, STAFF_APPOINTMENT_STATUSES } from '@umang/common';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
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
  /** False in a doctor's console: they only ever see their own appointments. */
  showDoctor: boolean;
  onChange: (changes: Partial<Omit<Filters, 'page'>>) => void;
  onClear: () => void;
}

const STATUS_OPTIONS = STAFF_APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Date, doctor (for the office) and status, applied as soon as one changes (no Apply button to miss). */
export function AppointmentFilters({
  filters,
  doctors,
  doctorsError,
  showDoctor,
  onChange,
  onClear,
}: AppointmentFiltersProps) {
  const anySet = Boolean(filters.date || filters.doctorId || filters.status);
  const doctorHint = doctorsError
    ? `Could not load the doctors: ${doctorsError}`
    : doctors === undefined
      ? 'Loading doctors…'
      : undefined;
  const doctorOptions = (doctors ?? []).map((doctor) => ({
    value: doctor._id,
    label: `${doctor.name} (${doctor.speciality})`,
  }));

  return (
    <FilterBar
      label="Filter appointments"
      className={`${showDoctor ? 'xl:grid-cols-[1.3fr_1fr_1fr_auto]' : 'xl:grid-cols-[1.3fr_1fr_auto]'} xl:items-start`}
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
      {showDoctor && (
        <FilterSelect
          id="appointments-doctor"
          label="Doctor"
          hint={doctorHint}
          value={filters.doctorId}
          allLabel="All doctors"
          options={doctorOptions}
          onChange={(doctorId) => onChange({ doctorId })}
        />
      )}
      <FilterSelect
        id="appointments-status"
        label="Status"
        value={filters.status}
        allLabel="All"
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <div className="flex items-end sm:col-span-2 xl:col-span-1 xl:self-stretch xl:pb-0.5">
        <Button variant="ghost" onClick={onClear} disabled={!anySet} className="max-xl:-ml-2">
          Clear filters
        </Button>
      </div>
    </FilterBar>
  );
}
