import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_ROUTES } from '@/app/public-routes';
import { getBlogs } from './get-blogs';

const preloaded = PUBLIC_ROUTES.flatMap((route) => route.data ?? []);

describe('getBlogs', () => {
  afterEach(() => vi.unstubAllGlobals());

  const requestedPath = async (token: string | null): Promise<string> => {
    const fetchStub = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);
    await getBlogs(token);
    return (
      new URL(String((fetchStub.mock.calls[0] as unknown[])[0]), 'http://site').pathname +
      new URL(String((fetchStub.mock.calls[0] as unknown[])[0]), 'http://site').search
    );
  };

  it('asks an anonymous reader for the list the /blog page preloads', async () => {
    expect(preloaded).toContain(await requestedPath(null));
  });

  it('asks for a signed-in reader at an address no page preloads, so their likes are not the anonymous answer', async () => {
    const path = await requestedPath('a.session.token');
    expect(path.startsWith('/api/user/blogs')).toBe(true);
    expect(preloaded).not.toContain(path);
  });
});
