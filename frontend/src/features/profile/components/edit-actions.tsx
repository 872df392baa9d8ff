import { Button } from '@/components/ui/button';
import { SECTION_CARD } from './profile-layout';
import { ProgressBar } from '@/components/ui/progress-bar';

interface EditActionsProps {
  saving: boolean;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  onCancel: () => void;
}

/** Save Information and Cancel, with the upload's progress while saving. */
export function EditActions({ saving, progress, onCancel }: EditActionsProps) {
  return (
    <div className={`${SECTION_CARD} flex flex-col gap-5`}>
      {saving && <ProgressBar fraction={progress} label="Saving your details…" />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={saving} className="min-h-11 px-8 text-base">
          {saving ? 'Saving…' : 'Save Information'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving} className="min-h-11 px-8 text-base">
          Cancel
        </Button>
      </div>
    </div>
  );
}
