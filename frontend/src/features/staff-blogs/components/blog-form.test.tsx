import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { createUrl, FakeXhr, installUploadFakes, revokeUrl } from '@/test/fake-xhr';
import { IMAGE_POST, listAnswer, renderScreen, STAFF_TOKEN, stubFetch } from '../testing/blog-fixtures';

type User = ReturnType<typeof renderScreen>;
const lastUpload = () => FakeXhr.sent.at(-1)!;
const mediaInput = () => screen.getByLabelText(/^Picture or video/);

async function openNewPost() {
  const fetchMock = stubFetch(listAnswer([IMAGE_POST]));
  const user = renderScreen();
  await screen.findByRole('list', { name: /Published posts/ });
  await user.click(screen.getByRole('button', { name: 'New post' }));
  expect(screen.getByRole('heading', { level: 2, name: 'New post' })).toHaveFocus();
  return { user, fetchMock };
}

async function fillText(user: User) {
  await user.type(screen.getByLabelText('Title (required)'), 'Kabir rode to the gate');
  await user.type(screen.getByLabelText('Author'), 'Physiotherapy team');
  await user.type(screen.getByLabelText('Story (required)'), 'Kabir is seven.');
}

beforeEach(() => {
  resetStaffSessionStore();
  installUploadFakes();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('BlogForm checks before upload', () => {
  it('names each missing field, focuses the first and sends nothing', async () => {
    const { user } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Publish post' }));

    const title = screen.getByLabelText('Title (required)');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Please give the post a title.');
    expect(screen.getByLabelText('Story (required)')).toHaveAccessibleDescription(
      expect.stringContaining('Please write the story before publishing.'),
    );
    expect(mediaInput()).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a picture or a video for this post.'),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it.each([
    [
      'a PDF',
      new File(['notes'], 'notes.pdf', { type: 'application/pdf' }),
      'Please choose a JPEG, PNG or WebP image, or an MP4 or WebM video.',
    ],
    [
      'a video over 50 MB',
      new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'sports-day.mp4', { type: 'video/mp4' }),
      'The file is larger than 50 MB.',
    ],
  ])('refuses %s with a message, no preview and no upload', async (_, file, message) => {
    const { user } = await openNewPost();
    await fillText(user);
    await user.upload(mediaInput(), file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(mediaInput()).toHaveAttribute('aria-invalid', 'true');
    expect(createUrl).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish post' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('BlogForm publishing', () => {
  it('previews the image, posts the multipart form with progress, then closes and reloads the list', async () => {
    const { user, fetchMock } = await openNewPost();
    await fillText(user);
    const photo = new File(['png'], 'kabir.png', { type: 'image/png' });
    await user.upload(mediaInput(), photo);
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Publish post' }));

    const upload = lastUpload();
    expect([upload.method, upload.url, upload.headers.token]).toEqual([
      'POST',
      '/api/admin/blogs',
      STAFF_TOKEN,
    ]);
    const form = upload.body!;
    expect([...form.keys()]).toEqual(['title', 'content', 'author', 'media']);
    expect([form.get('title'), form.get('content'), form.get('author')]).toEqual([
      'Kabir rode to the gate',
      'Kabir is seven.',
      'Physiotherapy team',
    ]);
    expect(form.get('media')).toBe(photo);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => upload.progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    await act(async () => upload.respond(201, { success: true, blog: { ...IMAGE_POST, _id: 'blog-9' } }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New post' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(revokeUrl).toHaveBeenCalledWith('blob:preview-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New post' })).toHaveFocus());
  });

  it('shows a 415 answer next to the media field and keeps what was typed', async () => {
    const { user } = await openNewPost();
    await fillText(user);
    await user.upload(mediaInput(), new File(['??'], 'odd.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Publish post' }));
    const message = 'Please upload a JPEG, PNG or WebP image, or an MP4 or WebM video';
    await act(async () => lastUpload().respond(415, { success: false, message }));

    expect(mediaInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(mediaInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Kabir rode to the gate');
    expect(screen.getByRole('button', { name: 'Publish post' })).toBeEnabled();
  });

  it('stops the upload on "Cancel upload" and keeps the form', async () => {
    const { user } = await openNewPost();
    await fillText(user);
    await user.upload(mediaInput(), new File(['mp4'], 'run.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Publish post' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(lastUpload().aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(screen.queryByText('Uploading the post…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish post' })).toBeEnabled();
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Kabir rode to the gate');
  });
});

describe('BlogForm editing', () => {
  it('prefills the post, shows its current picture and sends no media when none is chosen', async () => {
    const fetchMock = stubFetch(listAnswer([IMAGE_POST]));
    const user = renderScreen();
    const row = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(row).getByRole('button', { name: /^Edit/ }));
    expect(screen.getByRole('heading', { level: 2, name: `Edit “${IMAGE_POST.title}”` })).toHaveFocus();
    expect(screen.getByRole('img', { name: `Current picture of “${IMAGE_POST.title}”` })).toBeInTheDocument();
    const title = screen.getByLabelText('Title (required)');
    expect(title).toHaveValue(IMAGE_POST.title);
    await user.clear(title);
    await user.type(title, 'Riya’s first word');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const upload = lastUpload();
    expect([upload.method, upload.url]).toEqual(['PUT', '/api/admin/blogs/blog-1']);
    expect(upload.body!.get('title')).toBe('Riya’s first word');
    expect(upload.body!.has('media')).toBe(false);
    await act(async () => upload.respond(200, { success: true, blog: IMAGE_POST }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(row).getByRole('button', { name: /^Edit/ })).toHaveFocus());
  });
});
