import { useEffect, useRef, useState } from 'react';
import { saveBlog } from '../api/save-blog';

type UploadInput = Omit<Parameters<typeof saveBlog>[0], 'onProgress' | 'signal'>;

/**
 * Sends a post with its progress (null while idle) and lets staff stop a slow
 * upload. Leaving the screen mid-upload stops it too, so nothing is saved behind
 * their back.
 */
export function useBlogUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (input: UploadInput) => {
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      return await saveBlog({ ...input, onProgress: setProgress, signal: current.signal });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const cancel = () => controller.current?.abort();

  return { uploading: progress !== null, progress: progress ?? 0, upload, cancel };
}
