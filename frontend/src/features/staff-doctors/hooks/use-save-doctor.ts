import type { Doctor } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { saveDoctor } from '../api/save-doctor';

/**
 * Sends the doctor form (POST when adding, PUT when editing) and tracks how much
 * has been uploaded. Closing the form mid-upload cancels the request.
 */
export function useSaveDoctor(doctorId: string | undefined) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const save = async (form: FormData): Promise<Doctor> => {
    controller.current = new AbortController();
    setProgress(0);
    try {
      const answer = await saveDoctor(form, {
        doctorId,
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      return answer.doctor;
    } finally {
      setProgress(null);
    }
  };
  return { progress, saving: progress !== null, save };
}
