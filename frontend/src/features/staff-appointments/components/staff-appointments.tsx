import { useSearchParams } from 'react-router-dom';
import type { StaffAppointmentsResponse, StaffDoctorsResponse } from '@umang/common';
import { Pagination } from '@/components/ui/pagination';
import { staffAppointmentsPath } from '../api/get-staff-appointments';
import { STAFF_DOCTORS_PATH } from '../api/get-staff-doctors';
import {
  type AppointmentFilters as Filters,
  APPOINTMENTS_PAGE_SIZE,
  readFilters,
  writeFilters,
} from '../filters';
import { useStaffQuery } from '@/lib/use-staff-query';
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
  const list = useStaffQuery<StaffAppointmentsResponse>(staffAppointmentsPath(filters));
  const doctors = useStaffQuery<StaffDoctorsResponse>(STAFF_DOCTORS_PATH);

  // A new filter starts again at page 1: the old page number may not exist for it.
  const change = (changes: Partial<Filters>) => setParams(writeFilters({ ...filters, page: 1, ...changes }));

  return (
    <div className="space-y-6">
      <AppointmentFilters
        filters={filters}
        doctors={doctors.data?.doctors}
        doctorsError={doctors.error}
        onChange={change}
        onClear={() => setParams(new URLSearchParams())}
      />
      <Results list={list} page={filters.page} onPage={(page) => change({ ...filters, page })} />
    </div>
  );
}

interface ResultsProps {
  list: ReturnType<typeof useStaffQuery<StaffAppointmentsResponse>>;
  page: number;
  onPage: (page: number) => void;
}

function Results({ list, page, onPage }: ResultsProps) {
  if (list.error) return <LoadError message={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading>Loading appointments…</Loading>;
  const { appointments, total } = list.data;
  return (
    <section aria-label="Appointments">
      {list.loading && (
        <p role="status" className="sr-only">
          Updating the list…
        </p>
      )}
      {appointments.length === 0 ? (
        <EmptyState>No appointments match these filters.</EmptyState>
      ) : (
        <AppointmentsTable appointments={appointments} stale={list.loading} onChanged={list.reload} />
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
