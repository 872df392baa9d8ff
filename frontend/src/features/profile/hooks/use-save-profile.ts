import { useState } from 'react';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { updateProfile } from '../api/update-profile';
import { PROFILE_MESSAGES, type ProfileFormValues } from '../form-values';

/**
 * Sends the profile with upload progress; on success shows the server's
 * message, reloads the profile and calls `onSaved`. On failure the
 * server's message is shown and the form keeps what was typed.
 */
export function useSaveProfile(onSaved: () => void) {
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);

  const save = async (values: ProfileFormValues, image: File | null): Promise<void> => {
    setSaving(true);
    setProgress(0);
    try {
      const answer = await updateProfile(values, image, setProgress);
      toast.success(answer.message || PROFILE_MESSAGES.saved);
      await loadProfile();
      setSaving(false);
      onSaved();
    } catch (err) {
      setSaving(false);
      showError(err, { fallback: 'Your details could not be saved. Please try again.' });
    }
  };

  return { saving, progress, save };
}
