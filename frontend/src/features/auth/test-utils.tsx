import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import LoginPage from '@/pages/login';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** Stubs fetch with one answer per API path; `bodies(path)` lists what was posted there. */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return answer(JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls as unknown as [string, RequestInit][];
  return {
    fetchMock,
    paths: () => calls().map(([url]) => url),
    bodies: (path: string) =>
      calls()
        .filter(([url]) => url === path)
        .map(([, init]) => JSON.parse(init.body as string) as unknown),
    headersOf: (path: string) => calls().find(([url]) => url === path)?.[1].headers as Record<string, string>,
  };
}

/** The /login page in a router, with a stand-in home page to be redirected to. */
export function renderLoginPage(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
}
