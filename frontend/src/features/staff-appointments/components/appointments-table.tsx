import type { StaffAppointment } from '@umang/common';
import { DataTable } from '@/components/ui/data-table';
import { AppointmentRow } from './appointment-row';

interface AppointmentsTableProps {
  appointments: StaffAppointment[];
  /** A newer answer is on its way: the rows shown may be about to change. */
  stale: boolean;
}

const COLUMNS = ['Date and time', 'Patient', 'Doctor', 'Amount', 'Status', 'Actions'];

export function AppointmentsTable({ appointments, stale }: AppointmentsTableProps) {
  return (
    <DataTable
      caption="Appointments matching the filters"
      columns={COLUMNS}
      className={`transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
      tableClassName="min-w-[60rem]"
    >
      {appointments.map((appointment) => (
        <AppointmentRow key={appointment._id} appointment={appointment} />
      ))}
    </DataTable>
  );
}
