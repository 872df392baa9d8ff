import type { Blog } from '@umang/common';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBlogsStore } from '@/features/blog/store';
import { ToastContainer } from '@/lib/toast';
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
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
};

beforeEach(() => resetBlogsStore());
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
