import type { StaffAppointment } from '@umang/common';
import { table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { AppointmentRow } from './appointment-row';

interface AppointmentsTableProps {
  appointments: StaffAppointment[];
  /** A newer answer is on its way: the rows shown may be about to change. */
  stale: boolean;
  onChanged: () => void;
}

const COLUMNS = ['Date and time', 'Patient', 'Doctor', 'Amount', 'Status', 'Actions'];

export function AppointmentsTable({ appointments, stale, onChanged }: AppointmentsTableProps) {
  return (
    <div
      className={`${table.wrap} relative transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
    >
      <table className={`${table.table} min-w-[60rem]`}>
        <TableHead caption="Appointments matching the filters" columns={COLUMNS} />
        <tbody>
          {appointments.map((appointment) => (
            <AppointmentRow key={appointment._id} appointment={appointment} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
