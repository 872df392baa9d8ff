import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import {
  IMAGE_POST,
  json,
  listAnswer,
  renderScreen,
  STAFF_TOKEN,
  stubFetch,
  VIDEO_POST,
} from '../testing/blog-fixtures';

beforeEach(() => resetStaffSessionStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const rows = async () =>
  within(await screen.findByRole('list', { name: /Published posts/ })).getAllByRole('listitem');

describe('StaffBlogsScreen list', () => {
  it('shows each post newest first with its media, byline, likes, a short excerpt and a View link', async () => {
    const fetchMock = stubFetch(listAnswer([VIDEO_POST, IMAGE_POST]));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Wall of Honour' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the posts…');

    const [first, second] = await rows();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/blogs', expect.anything());
    const firstRow = within(first!);
    expect(firstRow.getByRole('heading', { level: 3 })).toHaveTextContent(IMAGE_POST.title);
    expect(first).toHaveTextContent('Speech therapy team · 13 November 2026 · 3 likes');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/uploads/riya.webp');
    const shown = firstRow.getByText(/^Riya is four\./).textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(121);
    const view = firstRow.getByRole('link', { name: /^View .* \(opens in a new tab\)$/ });
    expect(view).toHaveAttribute('href', '/blogs/blog-1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');

    const secondRow = within(second!);
    expect(secondRow.getByText('Video')).toBeInTheDocument();
    expect(second!.querySelector('video')).not.toHaveAttribute('controls');
    expect(second).toHaveTextContent(/Unknown · 29 October 2026 · 1 like(?!s)/);
  });

  it('says so when there are no posts yet', async () => {
    stubFetch(listAnswer([]));
    renderScreen();
    expect(await screen.findByText('No posts yet. Publish the first story.')).toBeInTheDocument();
  });

  it("shows the server's message and loads again on Retry", async () => {
    stubFetch(
      () => json(500, { success: false, message: 'The posts could not be read just now.' }),
      listAnswer([IMAGE_POST]),
    );
    const user = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be read just now.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });
});

describe('StaffBlogsScreen delete', () => {
  it('asks first, keeps the post on "Keep it", and deletes it only after "Delete post"', async () => {
    const fetchMock = stubFetch(
      listAnswer([IMAGE_POST, VIDEO_POST]),
      () => json(200, { success: true, message: 'Blog deleted' }),
      listAnswer([VIDEO_POST]),
    );
    const user = renderScreen();
    const [first] = await rows();
    const deleteButton = within(first!).getByRole('button', { name: /^Delete/ });

    await user.click(deleteButton);
    const question = within(first!).getByRole('group', {
      name: `Delete “${IMAGE_POST.title}”? This cannot be undone.`,
    });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(first!).getByRole('button', { name: /^Delete/ })).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(first!).getByRole('button', { name: /^Delete/ }));
    await user.click(within(first!).getByRole('button', { name: 'Delete post' }));
    expect(fetchMock).toHaveBeenNthCalledWith(
      2,
      '/api/admin/blogs/blog-1',
      expect.objectContaining({ method: 'DELETE', headers: expect.objectContaining({ token: STAFF_TOKEN }) }),
    );
    expect(await screen.findByText('Blog deleted')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.queryByText(IMAGE_POST.title)).not.toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /Published posts/ })).toHaveFocus();
  });
});
