import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('profile');
  return (
    <div className={`${SECTION_CARD} flex flex-col gap-5`}>
      {saving && <ProgressBar fraction={progress} label={t('form.progress')} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={saving} className="min-h-11 px-8 text-base">
          {saving ? t('form.saving') : t('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving} className="min-h-11 px-8 text-base">
          {t('form.cancel')}
        </Button>
      </div>
    </div>
  );
}
