import { ConsolePage } from '@/components/layout/console-page';
import { DashboardScreen } from '@/features/staff-dashboard/components/dashboard-screen';

/** /admin/dashboard, the office's first screen: the day and the period at a glance (admin and staff). */
export default function StaffDashboardPage() {
  return (
    <ConsolePage
      title="Dashboard"
      lead="Today’s appointments, payments waiting and revenue, and how any period went."
    >
      <DashboardScreen />
    </ConsolePage>
  );
}
