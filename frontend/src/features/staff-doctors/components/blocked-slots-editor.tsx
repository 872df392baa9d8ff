import type { Doctor } from '@umang/common';
import { Button } from '@/components/ui/button';
import { blockedBookedCount, readableWarning } from '../blocked-slots-model';
import { useBlockedSlotsEditor } from '../hooks/use-blocked-slots-editor';
import { useMediaQuery } from '../hooks/use-media-query';
import { BlockedDayView } from './blocked-day-view';
import { BlockedGridTable } from './blocked-grid-table';
import { ConsolePanel } from './console-panel';

interface BlockedSlotsEditorProps {
  doctor: Doctor;
  onClose: () => void;
  onSaved: (doctor: Doctor) => void;
  /** False in a doctor's console: only the office can cancel an appointment. */
  canCancel?: boolean;
}

const LEGEND = [
  { label: 'Open for booking', swatch: 'border-slate-300 bg-white' },
  { label: 'Blocked', swatch: 'border-red-800 bg-red-800' },
  { label: 'Booked by a patient', swatch: 'border-accent bg-accent-soft' },
  { label: 'Already started', swatch: 'border-slate-200 bg-slate-100' },
] as const;

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted" aria-label="What the colours mean">
      {LEGEND.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded border-2 ${swatch}`} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-sun" />
        Changed, not saved yet
      </li>
    </ul>
  );
}

/** Blocked times a live appointment holds, said after a save, with who can free them. */
function SavedWarnings({ warnings, canCancel }: { warnings: string[]; canCancel: boolean }) {
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-base font-semibold text-ink">Saved, with a note from the server:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-base text-ink">
        {warnings.map((warning) => (
          <li key={warning}>{readableWarning(warning)}</li>
        ))}
      </ul>
      <p className="mt-2 text-base text-muted">
        {canCancel
          ? 'To free those patients’ times, cancel their appointments on the Appointments screen.'
          : 'Those patients keep their times. To free them, ask the office to move or cancel their appointments.'}
      </p>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Staff, or the doctor, close the doctor's half-hours for the next 14 days (leave, meetings) and save the whole list. */
export function BlockedSlotsEditor({ doctor, onClose, onSaved, canCancel = true }: BlockedSlotsEditorProps) {
  const editor = useBlockedSlotsEditor(doctor, onSaved);
  const wide = useMediaQuery('(min-width: 768px)', true);
  const heldCount = blockedBookedCount(editor.days);
  const unchanged = editor.changes === 0;
  const View = wide ? BlockedGridTable : BlockedDayView;

  const close = () => {
    if (unchanged || window.confirm('Close without saving your changes to the blocked times?')) onClose();
  };

  return (
    <ConsolePanel
      title={`Blocked times: ${doctor.name}`}
      lead="Patients cannot book a blocked time. Sundays are always closed."
      onClose={close}
      busy={editor.saving}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 sm:p-4">
        <p aria-live="polite" className="flex items-center gap-2 text-base font-semibold text-ink">
          {!unchanged && <span aria-hidden="true" className="size-3.5 shrink-0 rounded-full bg-sun" />}
          {unchanged
            ? 'No unsaved changes'
            : `${plural(editor.changes, 'unsaved change', 'unsaved changes')}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            aria-disabled={unchanged || editor.saving || undefined}
            onClick={() => !unchanged && void editor.save()}
          >
            {editor.saving ? 'Saving…' : 'Save blocked times'}
          </Button>
          <Button variant="secondary" aria-disabled={unchanged || undefined} onClick={editor.discard}>
            Discard changes
          </Button>
        </div>
      </div>
      {editor.error && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-base text-red-800"
        >
          {editor.error}
        </p>
      )}
      <div role="status">
        {editor.warnings.length > 0 && <SavedWarnings warnings={editor.warnings} canCancel={canCancel} />}
      </div>
      {heldCount > 0 && (
        <p className="mt-4 text-base text-ink">
          {plural(heldCount, 'blocked time already has', 'blocked times already have')} a booked appointment.
          Blocking does not cancel it.
        </p>
      )}
      <div className="mt-4">
        <Legend />
      </div>
      <div className="mt-4">
        <View
          doctorName={doctor.name}
          days={editor.days}
          isChanged={editor.isChanged}
          onToggle={editor.toggle}
          onSetDay={editor.setDay}
        />
      </div>
    </ConsolePanel>
  );
}
