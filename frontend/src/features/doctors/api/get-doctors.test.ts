import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDoctors } from './get-doctors';

afterEach(() => vi.unstubAllGlobals());

describe('getDoctors', () => {
  it('revalidates the copy the browser may keep, so a fetch after a booking sees it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, doctors: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getDoctors()).resolves.toEqual({ success: true, doctors: [] });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/\/api\/doctor\/list$/);
    expect(init.cache).toBe('no-cache');
  });
});
