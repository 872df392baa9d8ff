import type { UserProfile } from '@umang/common';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  firstProblem,
  photoProblem,
  type ProfileField,
  type ProfileFormValues,
  type ProfileProblem,
  type ProfileProblemKey,
  toFormValues,
} from '../form-values';
import { useSaveProfile } from '../hooks/use-save-profile';
import { EditActions } from './edit-actions';
import { EditSections } from './edit-sections';
import { PhotoPicker } from './photo-picker';
import { ProfileLayout } from './profile-layout';
import { ProfileSummary } from './profile-summary';

interface ProfileEditFormProps {
  user: UserProfile;
  /** Back to view mode: after a save, or when the changes are discarded. */
  onClose: () => void;
}

interface ChosenPhoto {
  file: File;
  /** `blob:` URL of the preview; revoked when replaced or when the form closes. */
  url: string;
}

/** A chosen photo, its preview URL and the reason a file was refused. */
function usePhotoChoice() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [error, setError] = useState<ProfileProblemKey | null>(null);
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const pick = (file: File) => {
    const problem = photoProblem(file);
    setError(problem);
    if (!problem) setPhoto({ file, url: URL.createObjectURL(file) });
  };
  return { photo, error, pick };
}

/** Edit mode: every detail as a labelled field, the photo while editing. */
export function ProfileEditForm({ user, onClose }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(user));
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const photo = usePhotoChoice();
  const { saving, progress, save } = useSaveProfile(onClose);

  const focusField = (field: ProfileField) =>
    (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  useEffect(() => {
    (formRef.current?.elements.namedItem('name') as HTMLElement | null)?.focus();
  }, []);

  const update = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = firstProblem(values);
    setProblem(found);
    if (found) return focusField(found.field);
    void save(values, photo.photo?.file ?? null);
  };

  const aside = (
    <ProfileSummary
      user={user}
      photoSrc={photo.photo?.url}
      photoAlt={photo.photo ? t('summary.preview') : undefined}
    >
      <PhotoPicker
        onPick={photo.pick}
        error={photo.error && t(`problems.${photo.error}`)}
        chosenName={photo.photo?.file.name}
        disabled={saving}
      />
    </ProfileSummary>
  );

  return (
    <form ref={formRef} noValidate aria-busy={saving} onSubmit={handleSubmit}>
      <ProfileLayout aside={aside}>
        <EditSections email={user.email} values={values} problem={problem} onChange={update} />
        <EditActions saving={saving} progress={progress} onCancel={onClose} />
      </ProfileLayout>
    </form>
  );
}
