import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { updateProfile } from '../api/update-profile';
import type { ProfileFormValues } from '../form-values';

/**
 * Sends the profile with upload progress; on success says so in the language
 * shown, reloads the profile and calls `onSaved`. On failure the server's
 * message is shown and the form keeps what was typed.
 */
export function useSaveProfile(onSaved: () => void) {
  const { t } = useTranslation('profile');
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);

  const save = async (values: ProfileFormValues, image: File | null): Promise<void> => {
    setSaving(true);
    setProgress(0);
    try {
      await updateProfile(values, image, setProgress);
      toast.success(t('toasts.saved'));
      await loadProfile();
      setSaving(false);
      onSaved();
    } catch (err) {
      setSaving(false);
      showError(err, { fallback: t('toasts.saveFailed') });
    }
  };

  return { saving, progress, save };
}
