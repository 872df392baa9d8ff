import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Files share a worker's modules: a toast raised after its container went would wait
  // for the next file's container. With no container mounted, dismiss empties that queue.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
// And once more before each test: work an earlier file left running (a request that
// answers late) may have raised one since.
beforeEach(() => {
  toast.dismiss();
});
