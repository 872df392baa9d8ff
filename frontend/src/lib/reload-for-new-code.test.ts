import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnceForNewCode } from './reload-for-new-code';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloadOnceForNewCode', () => {
  it('reloads the first time a page cannot fetch its code', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewCode({ storage: memoryStorage(), reload, now: 1_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the fresh page fails too: the error screen shows instead', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForNewCode({ storage, reload, now: 1_000 });
    expect(reloadOnceForNewCode({ storage, reload, now: 1_000 + RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later release in the same tab', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForNewCode({ storage, reload, now: 1_000 });
    expect(reloadOnceForNewCode({ storage, reload, now: 1_000 + RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the tab cannot remember it did (storage blocked)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const reload = vi.fn();
    expect(reloadOnceForNewCode({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it("knows each browser's words for a module that could not be fetched", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/contact-x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/contact-x.css'))).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
