import type { Doctor } from '@umang/common';
import { ConsolePage } from '@/components/layout/console-page';
import { usePanel } from '../hooks/use-panel';
import { useReplaceStaffDoctor, useStaffDoctors } from '../hooks/use-staff-doctors';
import { BlockedSlotsEditor } from './blocked-slots-editor';
import { StaffDoctorList } from './staff-doctor-list';

/**
 * /admin/doctors in a doctor's console ("My calendar"): their own card, to open or close
 * their booking and block the times they will be away. Their profile, fee and photo are
 * the office's to change, so there is no form for them here.
 */
export function MyCalendarScreen({ doctorId }: { doctorId: string | null }) {
  const { data } = useStaffDoctors();
  const replace = useReplaceStaffDoctor();
  const { panel, open, close } = usePanel<{ doctorId: string }>();
  const doctor = panel ? data?.doctors.find((d) => d._id === panel.doctorId) : undefined;

  return (
    <ConsolePage title="My calendar" lead="Open or close your booking, and block the times you will be away.">
      {doctor && (
        <BlockedSlotsEditor
          key={doctor._id}
          doctor={doctor}
          canCancel={false}
          onClose={close}
          onSaved={replace}
        />
      )}
      <StaffDoctorList
        view="own"
        doctorId={doctorId}
        onBlockedTimes={(chosen: Doctor) => open({ doctorId: chosen._id })}
      />
    </ConsolePage>
  );
}
