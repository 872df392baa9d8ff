import { BLOOD_GROUPS, FORMAT_MESSAGES } from '@umang/common';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { todayKey } from '../form-values';
import { createUrl, FakeXhr, installUploadFakes, revokeUrl } from '@/test/fake-xhr';
import { json, PATIENT } from '../testing/profile-fixture';
import { ProfileScreen } from './profile-screen';

const UPDATED = { ...PATIENT, name: 'Aarav S. Sharma', mothername: 'Neha Sharma' };

/** Logs in, shows the profile and switches to edit mode. */
async function openEditor() {
  localStorage.setItem('token', 'test-token');
  useSessionStore.setState({ token: 'test-token', userData: PATIENT, profileStatus: 'ready' });
  render(
    <MemoryRouter>
      <ProfileScreen />
      <ToastContainer />
    </MemoryRouter>,
  );
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return user;
}

const lastUpload = () => FakeXhr.sent.at(-1)!;
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Information' }));

beforeEach(() => {
  resetSessionStore();
  installUploadFakes();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ProfileEditForm fields', () => {
  it('prefills every field, focuses the name, and offers exactly Male and Female', async () => {
    await openEditor();
    expect(screen.getByLabelText('Name (required)')).toHaveFocus();
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Aarav Sharma');
    expect(screen.getByLabelText("Father's name")).toHaveValue('Rohit Sharma');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('House 12, Block C');
    expect(screen.getByLabelText('Medical conditions')).toHaveValue('Mild asthma');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('9812345678');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', todayKey());

    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Gender')).toEqual(['Select', 'Male', 'Female']);
    expect(screen.getByLabelText('Gender')).toHaveValue('Male');
    expect(options('Blood group')).toEqual(['Select', ...BLOOD_GROUPS]);
  });
});

describe('ProfileEditForm saving', () => {
  it('sends the multipart form, shows progress, reloads the profile and returns to view mode', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, userData: UPDATED }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Name (required)'));
    await user.type(screen.getByLabelText('Name (required)'), 'Aarav S. Sharma');
    await user.type(screen.getByLabelText("Mother's name"), 'Neha Sharma');
    await user.selectOptions(screen.getByLabelText('Blood group'), 'B+');
    await save(user);

    const upload = lastUpload();
    expect([upload.method, upload.url, upload.headers.token]).toEqual([
      'POST',
      '/api/user/update-profile',
      'test-token',
    ]);
    const form = upload.body!;
    expect([...form.keys()]).toEqual([
      'name',
      'fathername',
      'mothername',
      'address',
      'gender',
      'dob',
      'allergy',
      'medicalCondition',
      'phone',
      'bloodGroup',
    ]);
    expect(form.get('name')).toBe('Aarav S. Sharma');
    expect(form.get('mothername')).toBe('Neha Sharma');
    expect(JSON.parse(form.get('address') as string)).toEqual({
      line1: 'House 12, Block C',
      line2: 'Sector 40, Gurugram',
    });
    expect([form.get('gender'), form.get('dob'), form.get('bloodGroup')]).toEqual([
      'Male',
      '2015-03-05',
      'B+',
    ]);

    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => upload.progress(30, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    await act(async () => upload.respond(200, { success: true, message: 'Profile updated' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/get-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav S. Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Information' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it("keeps edit mode and what was typed when the server refuses, showing the server's message", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = await openEditor();
    await user.type(screen.getByLabelText('Allergy'), 'Peanuts');
    await save(user);
    await act(async () =>
      lastUpload().respond(400, { success: false, message: 'Allergy notes are too long for us to keep.' }),
    );

    expect(await screen.findByText('Allergy notes are too long for us to keep.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Information' })).toBeEnabled();
    expect(screen.getByLabelText('Allergy')).toHaveValue('Peanuts');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid phone number', 'Phone', '12345', FORMAT_MESSAGES.phone],
    ['an empty name', 'Name (required)', '', 'Please enter a name for this profile.'],
  ])('refuses %s with a message on the field and sends nothing', async (_, label, value, message) => {
    const user = await openEditor();
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
    await save(user);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('ProfileEditForm photo', () => {
  it.each([
    [
      'a file that is not an image',
      new File(['notes'], 'notes.pdf', { type: 'application/pdf' }),
      'Please choose an image file (JPEG, PNG or WebP).',
    ],
    [
      'a GIF',
      new File(['gif'], 'fun.gif', { type: 'image/gif' }),
      'Please choose an image file (JPEG, PNG or WebP).',
    ],
    [
      'a photo over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
      'The photo must be 5 MB or smaller.',
    ],
  ])('refuses %s with a message and shows no preview', async (_, file, message) => {
    const user = await openEditor();
    await user.upload(screen.getByLabelText('Change photo'), file);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('previews a chosen image, sends it with the form and frees the preview afterwards', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { success: true, userData: PATIENT })));
    const user = await openEditor();
    const photo = new File(['png'], 'aarav.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change photo'), photo);

    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText(/New photo chosen: aarav\.png/)).toBeInTheDocument();
    await save(user);
    expect(lastUpload().body!.get('image')).toBe(photo);
    act(() => lastUpload().progress(1, 4));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    await act(async () => lastUpload().respond(200, { success: true, message: 'Profile updated' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(revokeUrl).toHaveBeenCalledWith('blob:preview-1');
  });
});
