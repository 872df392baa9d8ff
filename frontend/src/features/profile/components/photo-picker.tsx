import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { PHOTO_ACCEPT } from '../form-values';

interface PhotoPickerProps {
  /** Called with the file the patient picked; checking it is the form's job. */
  onPick: (file: File) => void;
  /** Why the last file was refused, already in the language shown. */
  error?: string | null;
  /** Name of the photo chosen and waiting to be saved. */
  chosenName?: string;
  disabled?: boolean;
}

const ID = 'profile-photo';

/**
 * "Change photo": the real file input stays in the tab order (visually hidden),
 * and its label is drawn as a button that shows the input's keyboard focus.
 */
export function PhotoPicker({ onPick, error, chosenName, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('profile');
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is noticed.
    event.target.value = '';
    if (file) onPick(file);
  };
  const describedBy = [`${ID}-hint`, error ? `${ID}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="mt-6">
      <input
        id={ID}
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={handle}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      <label
        htmlFor={ID}
        className={buttonClass(
          'secondary',
          'min-h-11 cursor-pointer px-6 text-base peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ' +
            'peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current"
          strokeWidth={2}
        >
          <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8" strokeLinejoin="round" />
        </svg>
        {t('photo.change')}
      </label>
      <p id={`${ID}-hint`} className="mt-2 text-sm text-muted">
        {t('photo.hint')}
      </p>
      {/* Always present, so screen readers hear the choice when it appears. */}
      <p aria-live="polite" className="mt-2 text-base break-words text-primary-dark empty:hidden">
        {chosenName ? t('photo.chosen', { name: chosenName }) : ''}
      </p>
      {error && (
        <p id={`${ID}-error`} role="alert" className="mt-2 text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
