import type { Blog } from '@umang/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { renderWithQuery } from '@/test/query';
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
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
const TOKEN = tokenOf('u1');
const OTHER_TOKEN = tokenOf('u2');

const renderList = () =>
  renderWithQuery(
    <MemoryRouter>
      <BlogList />
      <ToastContainer />
    </MemoryRouter>,
  );

const likeButton = (title: string) => screen.getByRole('button', { name: new RegExp(`on ${title}$`) });

beforeEach(() => {
  resetSessionStore();
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
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
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
  it('asks a visitor to log in, by the button, with a link to the login form, and sends nothing', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, BLOGS));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /on Milestone 1$/ }));

    const prompt = await screen.findByRole('link', { name: 'Log in to like posts' });
    expect(prompt).toHaveAttribute('href', '/login?mode=login&next=%2F');
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in to like posts' })).toHaveLength(1); // by that post only
    expect(screen.queryByText('Login required or blog not found')).not.toBeInTheDocument();
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

  it('puts the count back and explains when the post cannot be liked', async () => {
    useSessionStore.getState().setToken(TOKEN);
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, BLOGS));
    fetchMock.mockResolvedValueOnce(
      json(404, { success: false, message: 'Blog not found', code: 'blog_not_found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    const button = await screen.findByRole('button', { name: /on Milestone 2$/ });
    await userEvent.click(button);

    expect(await screen.findByText('Login required or blog not found')).toBeInTheDocument();
    expect(button).toHaveTextContent('2 Likes');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the count back and asks to log in again when the session has ended', async () => {
    useSessionStore.getState().setToken(TOKEN);
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, BLOGS));
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Not Authorized Login Again' }));
    fetchMock.mockResolvedValueOnce(json(200, BLOGS));
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    const button = await screen.findByRole('button', { name: /on Milestone 2$/ });
    await userEvent.click(button);

    expect(await screen.findByRole('link', { name: 'Log in to like posts' })).toBeInTheDocument();
    expect(button).toHaveTextContent('2 Likes');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // The 401 ended the session, so the list is read again as a visitor's.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(url).toBe('/api/user/blogs');
    expect(init.headers).not.toHaveProperty('token');
  });
});

/** The list's address, with or without the signed-in reader's query. */
const isListUrl = (url: string) => url.split('?')[0] === '/api/user/blogs';

/**
 * Answers like the API: the list's `likedByMe` depends on the `token` header. `listFor`
 * gives each caller's list (undefined: a visitor); a logout is accepted.
 */
function apiAnswering(listFor: (token: string | undefined) => Blog[] | Promise<Blog[]>) {
  return vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const token = (init.headers as Record<string, string>).token;
    if (url === '/api/user/logout') return json(200, { success: true });
    if (isListUrl(url)) return json(200, await listFor(token));
    return json(404, { success: false, message: `No such route in this test: ${url}` });
  });
}

/** The token each list fetch carried, in order (undefined: none). */
const listFetches = (fetchMock: ReturnType<typeof apiAnswering>) =>
  fetchMock.mock.calls
    .filter(([url]) => isListUrl(url))
    .map(([, init]) => (init.headers as Record<string, string>).token);

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('When the reader logs in or out', () => {
  it('fetches the list again on log-out, showing no post as liked while the answer is on its way', async () => {
    useSessionStore.getState().setToken(TOKEN);
    let answerVisitor!: (blogs: Blog[]) => void;
    const fetchMock = apiAnswering((token) =>
      token === TOKEN
        ? [makeBlog(1, { likes: ['Qx7', 'Rb2'], likedByMe: true }), makeBlog(2)]
        : new Promise<Blog[]>((resolve) => (answerVisitor = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    const mine = await screen.findByRole('button', { name: /on Milestone 1$/ });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(listFetches(fetchMock)).toEqual([TOKEN]); // one fetch on first load

    await act(() => useSessionStore.getState().logout());
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(mine).toHaveTextContent('2 Likes');
    expect(listFetches(fetchMock)).toEqual([TOKEN, undefined]);

    await act(async () => answerVisitor([makeBlog(1, { likes: ['Qx7', 'Rb2', 'Zz1'] }), makeBlog(2)]));
    expect(await screen.findByText('3 Likes')).toBeInTheDocument();
    expect(likeButton('Milestone 1')).toHaveAttribute('aria-pressed', 'false');
  });

  it("fetches the list again when someone else logs in, and shows that reader's likes", async () => {
    useSessionStore.getState().setToken(TOKEN);
    const fetchMock = apiAnswering((token) => [
      makeBlog(1, { likes: ['Qx7'], likedByMe: token === TOKEN }),
      makeBlog(2, { likes: ['Rb2'], likedByMe: token === OTHER_TOKEN }),
    ]);
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(await screen.findByRole('button', { name: /on Milestone 1$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(likeButton('Milestone 2')).toHaveAttribute('aria-pressed', 'false');

    act(() => useSessionStore.getState().setToken(OTHER_TOKEN));
    await waitFor(() => expect(likeButton('Milestone 2')).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton('Milestone 1')).toHaveAttribute('aria-pressed', 'false');

    await pause();
    expect(listFetches(fetchMock)).toEqual([TOKEN, OTHER_TOKEN]); // once per token, no more
  });

  it('follows a log-in made in another tab of the same browser', async () => {
    const fetchMock = apiAnswering((token) => [makeBlog(1, { likes: ['Qx7'], likedByMe: token === TOKEN })]);
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(await screen.findByRole('button', { name: /on Milestone 1$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    act(() => {
      localStorage.setItem('token', TOKEN); // what the other tab's login wrote
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: TOKEN }));
    });
    await waitFor(() => expect(likeButton('Milestone 1')).toHaveAttribute('aria-pressed', 'true'));
    expect(listFetches(fetchMock)).toEqual([undefined, TOKEN]);
  });

  it("never shows the previous reader's answer when it arrives after the new reader's", async () => {
    useSessionStore.getState().setToken(TOKEN);
    let answerFirst!: (blogs: Blog[]) => void;
    const fetchMock = apiAnswering((token) =>
      token === TOKEN
        ? new Promise<Blog[]>((resolve) => (answerFirst = resolve))
        : [makeBlog(1, { likes: ['Qx7'] }), makeBlog(2, { likes: ['Rb2'], likedByMe: true })],
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    await waitFor(() => expect(listFetches(fetchMock)).toEqual([TOKEN]));

    act(() => useSessionStore.getState().setToken(OTHER_TOKEN));
    await waitFor(() => expect(likeButton('Milestone 2')).toHaveAttribute('aria-pressed', 'true'));

    await act(async () => answerFirst([makeBlog(1, { likes: ['Qx7'], likedByMe: true }), makeBlog(2)]));
    await pause();
    expect(likeButton('Milestone 1')).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton('Milestone 2')).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton('Milestone 2')).toHaveTextContent('1 Like');
  });
});
