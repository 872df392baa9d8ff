import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/i18n';
import { loadToasts, toast } from '@/lib/toast';

// Components render in English from the files themselves, already in memory: no
// test waits for a translation file to load.
const english = import.meta.glob<{ default: object }>('../locales/en/*.json', { eager: true });
for (const [file, module] of Object.entries(english)) {
  const ns = /([\w-]+)\.json$/.exec(file)?.[1];
  if (ns) i18n.addResourceBundle('en', ns, module.default, true, true);
}
await i18n.changeLanguage('en');
// The toast library, fetched after the first screen in the app, is here from the start.
await loadToasts();

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Files share a worker's modules: a toast raised after its container went would wait
  // for the next file's container. With no container mounted, dismiss empties that queue.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  // A test that switched to Hindi does not leave the next one in Hindi.
  if (i18n.resolvedLanguage !== 'en') void i18n.changeLanguage('en');
});
// And once more before each test: work an earlier file left running (a request that
// answers late) may have raised one since.
beforeEach(() => {
  toast.dismiss();
});
