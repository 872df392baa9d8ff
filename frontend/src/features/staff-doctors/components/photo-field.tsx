import { Field } from '@/components/ui/field';
import { PHOTO_ACCEPT } from '../doctor-form-values';

interface PhotoFieldProps {
  id: string;
  /** The photo saved now (editing), shown until a new one is chosen. */
  currentUrl?: string;
  /** Object URL of the new photo waiting to be saved. */
  previewUrl?: string;
  required: boolean;
  error?: string;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
}

/** The doctor's photo: the file box, its rules, and a preview of what will be saved. */
export function PhotoField({
  id,
  currentUrl,
  previewUrl,
  required,
  error,
  disabled,
  onPick,
}: PhotoFieldProps) {
  const shown = previewUrl ?? currentUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-primary-soft">
        {shown ? (
          <img
            src={shown}
            alt={previewUrl ? 'Preview of the new photo' : 'The photo saved now'}
            width={96}
            height={96}
            className="aspect-square size-24 object-cover"
          />
        ) : (
          <span className="px-2 text-center text-sm text-muted">No photo yet</span>
        )}
      </div>
      <Field
        id={id}
        className="min-w-0 flex-1"
        label={required ? 'Photo' : 'New photo (optional)'}
        hint="A JPEG, PNG or WebP picture, up to 5 MB. A square, well-lit face works best."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={disabled}
            onChange={(event) => onPick(event.target.files?.[0])}
            className={
              'block w-full max-w-full text-base text-ink file:mr-4 file:cursor-pointer file:rounded-full ' +
              'file:border file:border-primary file:bg-white file:px-4 file:py-2 file:text-base ' +
              'file:font-semibold file:text-primary hover:file:bg-primary-soft disabled:opacity-60'
            }
          />
        )}
      </Field>
    </div>
  );
}
