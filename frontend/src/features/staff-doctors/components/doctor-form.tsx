import type { Doctor } from '@umang/common';
import { type SubmitEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { mediaUrl } from '@/lib/media-url';
import { errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import {
  type DoctorFormErrors,
  type DoctorFormValues,
  emptyDoctorForm,
  FIELD_ORDER,
  toDoctorForm,
  toDoctorFormData,
  validateDoctorForm,
} from '../doctor-form-values';
import { usePhotoChoice } from '../hooks/use-photo-choice';
import { useSaveDoctor } from '../hooks/use-save-doctor';
import { ConsolePanel } from './console-panel';
import { DoctorFormFields, fieldId } from './doctor-form-fields';
import { PhotoField } from './photo-field';
import { ProgressBar } from '@/components/ui/progress-bar';

interface DoctorFormProps {
  /** The doctor to edit; absent when adding one. */
  doctor?: Doctor;
  specialities: string[];
  onClose: () => void;
  /** After the server has saved: the screen refreshes the list and closes the form. */
  onSaved: () => void;
}

/** The server refuses the photo itself with these: the message belongs next to the photo. */
const PHOTO_STATUSES = new Set([413, 415]);

const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

/** Add or edit one doctor: the details, the photo with a preview, and the upload's progress. */
export function DoctorForm({ doctor, specialities, onClose, onSaved }: DoctorFormProps) {
  const adding = !doctor;
  const [values, setValues] = useState<DoctorFormValues>(() =>
    doctor ? toDoctorForm(doctor) : emptyDoctorForm(),
  );
  const [errors, setErrors] = useState<DoctorFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const photo = usePhotoChoice();
  const { progress, saving, save } = useSaveDoctor(doctor?._id);

  const change = <K extends keyof DoctorFormValues>(field: K, value: DoctorFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pickPhoto = (file: File | undefined) => {
    setErrors((current) => ({ ...current, photo: undefined }));
    photo.pick(file);
  };

  const failed = (err: unknown) => {
    if (isAbort(err)) return;
    const message = errorMessage(err, { fallback: 'The doctor could not be saved.' });
    showError(err, { message });
    if (err instanceof ApiRequestError && PHOTO_STATUSES.has(err.status)) photo.setError(message);
    else setServerError(message);
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateDoctorForm(values, photo.photo?.file ?? null, adding);
    if (photo.error) found.photo = photo.error;
    setErrors(found);
    setServerError(null);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      await save(toDoctorFormData(values, photo.photo?.file ?? null, adding));
      toast.success(adding ? 'Doctor added' : 'Doctor updated');
      onSaved();
    } catch (err) {
      failed(err);
    }
  }

  return (
    <ConsolePanel
      title={adding ? 'Add a doctor' : `Edit ${doctor.name}`}
      lead={
        adding
          ? 'Patients see these details on Our Team and when they book.'
          : 'Changes show on the website as soon as you save them.'
      }
      onClose={onClose}
      busy={saving}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DoctorFormFields
          values={values}
          errors={errors}
          onChange={change}
          specialities={specialities}
          readOnly={saving}
        />
        {adding && (
          <div className="mt-5 flex items-center gap-3">
            <input
              id={fieldId('available')}
              type="checkbox"
              checked={values.available}
              onChange={(event) => change('available', event.target.checked)}
              disabled={saving}
              className="size-5 shrink-0 accent-primary"
            />
            <label htmlFor={fieldId('available')} className="text-base font-semibold text-ink">
              Available for booking straight away
            </label>
          </div>
        )}
        <div className="mt-6 border-t border-slate-200 pt-6">
          <PhotoField
            id={fieldId('photo')}
            currentUrl={doctor ? mediaUrl(doctor.image) : undefined}
            previewUrl={photo.photo?.url}
            required={adding}
            error={photo.error ?? errors.photo}
            disabled={saving}
            onPick={pickPhoto}
          />
        </div>
        {serverError && (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-base break-words text-red-800"
          >
            {serverError}
          </p>
        )}
        {progress !== null && (
          <div className="mt-6">
            <ProgressBar fraction={progress} label="Sending the details and photo…" />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : adding ? 'Save doctor' : 'Save changes'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </ConsolePanel>
  );
}
