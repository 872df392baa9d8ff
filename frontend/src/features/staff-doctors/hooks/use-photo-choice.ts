import { useEffect, useState } from 'react';
import { photoProblem } from '../doctor-form-values';

interface ChosenPhoto {
  file: File;
  /** An object URL for the preview; revoked when the choice changes or the form closes. */
  url: string;
}

/** The photo picked in the form, its preview, and why a file was refused. */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem);
    // A refused file also drops an earlier good choice, so what is shown is what gets sent.
    setPhoto(problem ? null : { file, url: URL.createObjectURL(file) });
  };
  return { photo, error, setError, pick };
}
