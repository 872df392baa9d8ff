import { ConsolePage } from '@/components/layout/console-page';
import { AuditLog } from '@/features/staff-audit/components/audit-log';

/** /admin/audit: every staff action (payments, appointments, doctors, posts) with who and when. */
export default function StaffAuditPage() {
  return (
    <ConsolePage title="Audit log" lead="Who did what, and when.">
      <AuditLog />
    </ConsolePage>
  );
}
