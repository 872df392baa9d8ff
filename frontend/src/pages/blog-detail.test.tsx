import type { Blog } from '@umang/common';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { renderWithQuery } from '@/test/query';
import BlogDetailPage from './blog-detail';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BLOG: Blog = {
  _id: 'b7',
  title: 'Meera got her first salary',
  content: 'Meera joined a bakery in June.\n\nLast Friday she was paid for the first time.',
  author: '',
  createdAt: '2026-11-22T04:30:00.000Z',
  mediaUrl: '/uploads/blogs/meera.jpg',
  mediaType: 'image',
  likes: ['Qx7'],
  likedByMe: false,
};

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/blogs/:id', Component: BlogDetailPage },
      { path: '/blog', element: <h1>Wall of Honour list</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
};

beforeEach(() => {
  resetSessionStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('Blog detail page', () => {
  it('shows Loading... and then the whole post, with "Unknown" for a missing author', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, blog: BLOG }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blogs/b7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: BLOG.title })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/blogs/b7');
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('22 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: BLOG.title })).toHaveAttribute('src', '/uploads/blogs/meera.jpg');
    // Each block of the text is its own paragraph.
    expect(screen.getByText('Meera joined a bakery in June.').tagName).toBe('P');
    expect(screen.getByText('Last Friday she was paid for the first time.').tagName).toBe('P');
    const like = screen.getByRole('button', { name: /on Meera got her first salary$/ });
    expect(like).toHaveTextContent('1 Like');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('link', { name: /Back to Wall of Honour/ })[0]).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(document.title).toBe('Meera got her first salary · Umang');
  });

  it('shows the post as liked when the API says the reader likes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(200, { success: true, blog: { ...BLOG, likes: ['Qx7', 'Rb2'], likedByMe: true } }),
        ),
    );
    renderAt('/blogs/b7');
    const button = await screen.findByRole('button', { name: /on Meera got her first salary$/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('2 Likes');
  });

  it('says "Failed to load blog" and goes back to /blog for an unknown post', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(404, { success: false, message: 'Blog not found' })),
    );
    const router = renderAt('/blogs/missing');

    expect(await screen.findByText('Failed to load blog')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wall of Honour list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('also goes back to /blog when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const router = renderAt('/blogs/b7');
    expect(await screen.findByText('Failed to load blog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
  });
});

/**
 * Answers like the API: the post's `likedByMe` depends on the `token` header. `postFor`
 * gives each caller's copy (undefined: a visitor); a logout is accepted.
 */
function apiAnswering(postFor: (token: string | undefined) => Blog | Promise<Blog>) {
  return vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const token = (init.headers as Record<string, string>).token;
    if (url === '/api/user/logout') return json(200, { success: true });
    if (url === '/api/user/blogs/b7') return json(200, { success: true, blog: await postFor(token) });
    return json(404, { success: false, message: `No such route in this test: ${url}` });
  });
}

/** The token each fetch of the post carried, in order (undefined: none). */
const postFetches = (fetchMock: ReturnType<typeof apiAnswering>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/user/blogs/b7')
    .map(([, init]) => (init.headers as Record<string, string>).token);

const likeButton = () => screen.getByRole('button', { name: /on Meera got her first salary$/ });

describe('Blog detail page when the reader logs in or out', () => {
  it('fetches the post again on log-out and shows it unliked at once, the post staying on screen', async () => {
    useSessionStore.getState().setToken('asha-token');
    let answerVisitor!: (blog: Blog) => void;
    const fetchMock = apiAnswering((token) =>
      token === 'asha-token'
        ? { ...BLOG, likes: ['Qx7', 'Rb2'], likedByMe: true }
        : new Promise<Blog>((resolve) => (answerVisitor = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blogs/b7');
    expect(await screen.findByRole('button', { name: /on Meera got her first salary$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(postFetches(fetchMock)).toEqual(['asha-token']); // one fetch on first load

    await act(() => useSessionStore.getState().logout());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('2 Likes');
    expect(screen.getByRole('heading', { level: 1, name: BLOG.title })).toBeInTheDocument();
    expect(postFetches(fetchMock)).toEqual(['asha-token', undefined]);

    await act(async () => answerVisitor({ ...BLOG, likes: ['Qx7', 'Rb2', 'Zz1'] }));
    expect(await screen.findByText('3 Likes')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it("fetches the post again when someone logs in, and shows that reader's like", async () => {
    const fetchMock = apiAnswering((token) => ({
      ...BLOG,
      likes: ['Qx7'],
      likedByMe: token === 'ravi-token',
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blogs/b7');
    expect(await screen.findByRole('button', { name: /on Meera got her first salary$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    act(() => useSessionStore.getState().setToken('ravi-token'));
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveTextContent('1 Like');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postFetches(fetchMock)).toEqual([undefined, 'ravi-token']); // once per token, no more
  });

  it("shows the new reader's answer, not a like the previous reader gave on this page", async () => {
    useSessionStore.getState().setToken('asha-token');
    let ashaLikes = false;
    const fetchMock = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
      const token = (init.headers as Record<string, string>).token;
      if (url === '/api/user/blogs/b7/like') {
        ashaLikes = true;
        return json(200, { success: true, likes: ['Qx7', 'As1'], likedByMe: true });
      }
      const likes = ashaLikes ? ['Qx7', 'As1'] : ['Qx7'];
      return json(200, {
        success: true,
        blog: { ...BLOG, likes, likedByMe: ashaLikes && token === 'asha-token' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blogs/b7');
    const button = await screen.findByRole('button', { name: /on Meera got her first salary$/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('2 Likes');

    act(() => useSessionStore.getState().setToken('ravi-token'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('2 Likes');
  });
});
