import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
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
 * Back button or a shared link shows the same list.
 */
export function StaffAppointments() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useStaffAppointments(filters);
  const doctors = useDoctorChoices();

  // A new filter starts again at page 1: the old page number may not exist for it.
  const change = (changes: Partial<Filters>) => setParams(writeFilters({ ...filters, page: 1, ...changes }));

  return (
    <div className="space-y-6">
      <AppointmentFilters
        filters={filters}
        doctors={doctors.data?.doctors}
        doctorsError={failure(doctors)}
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
