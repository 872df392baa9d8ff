import type { Doctor } from '@umang/common';
import { useMemo } from 'react';
import { ConsolePage } from '@/components/layout/console-page';
import { Button } from '@/components/ui/button';
import { usePanel } from '../hooks/use-panel';
import { useRefreshDoctors, useReplaceStaffDoctor, useStaffDoctors } from '../hooks/use-staff-doctors';
import { BlockedSlotsEditor } from './blocked-slots-editor';
import { DoctorForm } from './doctor-form';
import { StaffDoctorList } from './staff-doctor-list';

/** Which panel is open above the list (one at a time). */
type Panel = { kind: 'add' } | { kind: 'edit'; doctorId: string } | { kind: 'blocked'; doctorId: string };

/** /admin/doctors: every doctor, their availability, the add/edit form and the blocked-times editor. */
export function StaffDoctorsScreen() {
  const { data } = useStaffDoctors();
  const doctors = useMemo(() => data?.doctors ?? [], [data]);
  const replace = useReplaceStaffDoctor();
  const refresh = useRefreshDoctors();
  const { panel, open, close } = usePanel<Panel>();

  const specialities = useMemo(
    () => [...new Set(doctors.map((d) => d.speciality.trim()).filter(Boolean))].sort(),
    [doctors],
  );
  const panelDoctor =
    panel && panel.kind !== 'add' ? doctors.find((d) => d._id === panel.doctorId) : undefined;

  const onFormSaved = () => {
    close();
    refresh(); // the list on screen stays while it refreshes
  };
  const addDoctor = () => open({ kind: 'add' });
  const editDoctor = (doctor: Doctor) => open({ kind: 'edit', doctorId: doctor._id });
  const editBlocked = (doctor: Doctor) => open({ kind: 'blocked', doctorId: doctor._id });

  return (
    <ConsolePage
      title="Doctors"
      lead="Keep each doctor’s details, photo and bookable times up to date."
      actions={<Button onClick={addDoctor}>Add doctor</Button>}
    >
      {panel?.kind === 'add' && (
        <DoctorForm specialities={specialities} onClose={close} onSaved={onFormSaved} />
      )}
      {panel?.kind === 'edit' && panelDoctor && (
        <DoctorForm
          key={panelDoctor._id}
          doctor={panelDoctor}
          specialities={specialities}
          onClose={close}
          onSaved={onFormSaved}
        />
      )}
      {panel?.kind === 'blocked' && panelDoctor && (
        <BlockedSlotsEditor key={panelDoctor._id} doctor={panelDoctor} onClose={close} onSaved={replace} />
      )}
      <StaffDoctorList view="office" onAdd={addDoctor} onEdit={editDoctor} onBlockedTimes={editBlocked} />
    </ConsolePage>
  );
}
