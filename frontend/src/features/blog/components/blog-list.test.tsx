import type { Blog } from '@umang/common';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { resetBlogsStore } from '../store';
import { BlogList } from './blog-list';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LONG = 'Kabir practised with his new orthotic shoes for three months before the day. '.repeat(3);

const makeBlog = (i: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `b${i}`,
  title: `Milestone ${i}`,
  content: LONG,
  author: `Therapist ${i}`,
  createdAt: '2026-11-13T05:00:00.000Z',
  mediaUrl: `/assets/wall/post-${i}.svg`,
  mediaType: 'image',
  likes: [],
  likedByMe: false,
  ...extra,
});

const BLOGS = [
  makeBlog(1, { likes: ['Qx7'] }),
  makeBlog(2, { likes: ['Rb2', 'Kd9'], mediaType: 'video', mediaUrl: '/assets/wall/run.webm' }),
];

// The likes are pseudonyms: only `likedByMe` says which posts the signed-in reader likes.
const TOKEN = `h.${btoa(JSON.stringify({ sub: 'u1' })).replace(/=+$/, '')}.sig`;

const renderList = () =>
  render(
    <MemoryRouter>
      <BlogList />
      <ToastContainer />
    </MemoryRouter>,
  );

const likeButton = (title: string) => screen.getByRole('button', { name: new RegExp(`on ${title}$`) });

beforeEach(() => {
  resetBlogsStore();
  useSessionStore.setState({ token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('BlogList', () => {
  it('shows Loading... and then one card per post', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, BLOGS)));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const cards = within(await screen.findByRole('list', { name: 'Wall of Honour posts' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Milestone 1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Milestone 1' })).toHaveAttribute('href', '/blogs/b1');
    expect(first.getByRole('img', { name: 'Milestone 1' })).toHaveAttribute('src', '/assets/wall/post-1.svg');
    expect(first.getByText(`${LONG.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(first.getByText('Therapist 1')).toBeInTheDocument();
    expect(first.getByText('13 November 2026')).toBeInTheDocument();
    expect(likeButton('Milestone 1')).toHaveTextContent('1 Like');
    expect(likeButton('Milestone 2')).toHaveTextContent('2 Likes');
    expect(within(cards[1]!).getByText('Your browser does not support the video tag.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("fetches the first post's picture at once, the largest thing on a phone's first screen", async () => {
    const pictures = [makeBlog(1), makeBlog(2), makeBlog(3)];
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, pictures)));
    renderList();

    const [first, ...rest] = await screen.findAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const later of rest) expect(later).toHaveAttribute('loading', 'lazy');
  });

  it('keeps a short post whole, without an ellipsis', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, [makeBlog(1, { content: 'First salary!' })])));
    renderList();
    expect(await screen.findByText('First salary!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /on Milestone 1$/ })).toHaveTextContent('0 Likes');
  });

  it('says "No Wall of Honour found" when there are no posts', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, [])));
    renderList();
    expect(await screen.findByText('No Wall of Honour found')).toBeInTheDocument();
  });

  it('shows "Failed to load blogs" and a Retry button that loads again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(200, BLOGS));
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    expect(await screen.findByText('Failed to load blogs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Milestone 1' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('Like button', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, BLOGS));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /on Milestone 1$/ }));

    expect(await screen.findByText('Login required or blog not found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the list
    expect(likeButton('Milestone 1')).toHaveTextContent('1 Like');
  });

  it('counts the like at once, then keeps the server answer', async () => {
    useSessionStore.getState().setToken(TOKEN);
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, BLOGS));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    const button = await screen.findByRole('button', { name: /on Milestone 1$/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveTextContent('2 Likes');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/user/blogs/b1/like');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ token: TOKEN });

    await userEvent.click(button); // a second click while the first is pending is ignored
    expect(fetchMock).toHaveBeenCalledTimes(2);

    answer(json(200, { success: true, likes: ['Qx7', 'Zz1', 'Mm5'], likedByMe: true }));
    expect(await screen.findByText('3 Likes')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the reader's own like from likedByMe, and taking it back counts one less", async () => {
    useSessionStore.getState().setToken(TOKEN);
    const liked = [makeBlog(1, { likes: ['Qx7', 'Rb2'], likedByMe: true }), makeBlog(2, { likes: ['Kd9'] })];
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, liked));
    fetchMock.mockResolvedValueOnce(json(200, { success: true, likes: ['Rb2'], likedByMe: false }));
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    const mine = await screen.findByRole('button', { name: /on Milestone 1$/ });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(mine).toHaveTextContent('2 Likes');
    expect(likeButton('Milestone 2')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(mine);
    expect(mine).toHaveTextContent('1 Like');
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(mine).not.toHaveAttribute('aria-disabled'));
    expect(mine).toHaveTextContent('1 Like');
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('puts the count back and explains when the like fails', async () => {
    useSessionStore.getState().setToken(TOKEN);
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, BLOGS));
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Not Authorized Login Again' }));
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    const button = await screen.findByRole('button', { name: /on Milestone 2$/ });
    await userEvent.click(button);

    expect(await screen.findByText('Login required or blog not found')).toBeInTheDocument();
    expect(button).toHaveTextContent('2 Likes');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
