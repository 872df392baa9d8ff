import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { isOffice, useConsoleMe } from '@/lib/use-console-me';
import {
  type AppointmentFilters as Filters,
  APPOINTMENTS_PAGE_SIZE,
  readFilters,
  writeFilters,
} from '../filters';
import { useDoctorChoices, useStaffAppointments } from '../hooks/use-staff-appointments';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsTable } from './appointments-table';
import { EmptyState, LoadError, Loading } from '@/components/ui/load-states';

/**
 * The Appointments screen's body. The filters live in the URL, so a reload, the
 * Back button or a shared link shows the same list. A doctor's console has no Doctor
 * filter (the server lists only their own), and ignores one in an edited link.
 */
export function StaffAppointments() {
  const [params, setParams] = useSearchParams();
  const me = useConsoleMe();
  const office = isOffice(me.data?.role);
  const read = readFilters(params);
  const filters = office ? read : { ...read, doctorId: '' };
  // Asked once the role is known, so an office link's doctor filter is never dropped first.
  const list = useStaffAppointments(filters, me.data !== undefined);
  const doctors = useDoctorChoices(office);

  // A new filter starts again at page 1: the old page number may not exist for it.
  const change = (changes: Partial<Filters>) => setParams(writeFilters({ ...filters, page: 1, ...changes }));

  // The frame waits for the account already; this covers the screen shown on its own.
  const meError = failure(me);
  if (meError) return <LoadError message={meError} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Loading>Loading appointments…</Loading>;

  return (
    <div className="space-y-6">
      <AppointmentFilters
        filters={filters}
        doctors={doctors.data?.doctors}
        doctorsError={failure(doctors)}
        showDoctor={office}
        onChange={change}
        onClear={() => setParams(new URLSearchParams())}
      />
      <Results list={list} page={filters.page} onPage={(page) => change({ ...filters, page })} />
    </div>
  );
}

/** The failure of the latest request, once no newer one is on its way. */
const failure = ({ error, isFetching }: { error: Error | null; isFetching: boolean }): string | null =>
  error && !isFetching ? errorMessage(error, { fallback: LOAD_FAILED }) : null;

interface ResultsProps {
  list: ReturnType<typeof useStaffAppointments>;
  page: number;
  onPage: (page: number) => void;
}

function Results({ list, page, onPage }: ResultsProps) {
  const error = failure(list);
  if (error) return <LoadError message={error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading>Loading appointments…</Loading>;
  const { appointments, total } = list.data;
  return (
    <section aria-label="Appointments">
      {list.isFetching && (
        <p role="status" className="sr-only">
          Updating the list…
        </p>
      )}
      {appointments.length === 0 ? (
        <EmptyState>No appointments match these filters.</EmptyState>
      ) : (
        <AppointmentsTable appointments={appointments} stale={list.isFetching} />
      )}
      <Pagination
        page={page}
        pageSize={APPOINTMENTS_PAGE_SIZE}
        total={total}
        onPage={onPage}
        noun="appointments"
      />
    </section>
  );
}
