import { useEffect, useState } from 'react';
import { mediaProblem } from '../blog-rules';

export interface ChosenMedia {
  file: File;
  /** Object URL for the preview; revoked when another file is chosen or the form closes. */
  url: string;
}

/** The picture or video picked for upload, checked before it is kept, with its preview URL. */
export function useMediaChoice() {
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => (media ? () => URL.revokeObjectURL(media.url) : undefined), [media]);

  const pick = (file: File | null): boolean => {
    if (!file) return Boolean(media);
    const reason = mediaProblem(file);
    setProblem(reason);
    // A refused file also drops an earlier choice: what is shown is what would be sent.
    setMedia(reason ? null : { file, url: URL.createObjectURL(file) });
    return !reason;
  };

  return { media, problem, setProblem, pick };
}
