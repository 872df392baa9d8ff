import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';
import { createUrl, FakeXhr, installUploadFakes, revokeUrl } from '@/test/fake-xhr';
import { json, makeDoctor, signInStaff, STAFF_TOKEN } from '../testing/fixtures';
import { StaffDoctorsScreen } from './staff-doctors-screen';

const MEERA = makeDoctor();
const ADDED = makeDoctor({ _id: 'doc-9', name: 'Dr. Isha Rao', speciality: 'Psychologist' });

const photo = (type = 'image/png', bytes = 1024) => new File([new Uint8Array(bytes)], 'isha.png', { type });

/** The list answers MEERA first, then (after a save) whatever `after` holds. */
async function renderScreen(after = [MEERA]) {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(json(200, { success: true, doctors: [MEERA] }))
    .mockResolvedValue(json(200, { success: true, doctors: after }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithQuery(
    <>
      <StaffDoctorsScreen />
      <ToastContainer />
    </>,
  );
  await screen.findByRole('heading', { name: 'Dr. Meera Nair' });
  // applyAccept off: the test picks a PDF on purpose to see the form refuse it.
  return { user: userEvent.setup({ applyAccept: false }), fetchMock };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Dr. Isha Rao');
  await user.type(screen.getByLabelText('Speciality'), 'Psychologist');
  await user.type(screen.getByLabelText('Degree'), 'MA, MPhil');
  await user.type(screen.getByLabelText('Experience (years)'), '4');
  await user.type(screen.getByLabelText('Fee (₹)'), '700');
  await user.type(screen.getByLabelText('About'), 'Helps teenagers with exam stress.');
}

const lastUpload = () => FakeXhr.sent.at(-1)!;

beforeEach(() => {
  resetStaffSessionStore();
  signInStaff();
  installUploadFakes();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Add doctor', () => {
  it('opens with focus on its heading and offers the specialities already in use', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(screen.getByRole('heading', { name: 'Add a doctor' })).toHaveFocus();
    const list = screen.getByLabelText('Speciality').getAttribute('list')!;
    expect([...document.getElementById(list)!.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'Pediatrician',
    ]);
    expect(screen.getByLabelText('Available for booking straight away')).toBeChecked();
  });

  it('asks for every required field and the photo before sending anything', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));
    await user.click(screen.getByRole('button', { name: 'Save doctor' }));

    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Please enter the doctor’s name\./);
    expect(screen.getByLabelText('Fee (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please choose a photo of the doctor.')).toBeInTheDocument();
    expect(
      screen.getByText('Please write a few lines about the doctor for patients to read.'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, and one over 5 MB', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));
    const input = screen.getByLabelText('Photo');
    await user.upload(input, photo('application/pdf'));
    expect(screen.getByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    await user.upload(input, photo('image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('The photo must be 5 MB or smaller.')).toBeInTheDocument();
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('previews the photo, shows upload progress, then closes, thanks and refetches the list', async () => {
    const { user, fetchMock } = await renderScreen([MEERA, ADDED]);
    const opener = screen.getByRole('button', { name: 'Add doctor' });
    await user.click(opener);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Address line 1 (optional)'), 'Plot 17');
    await user.click(screen.getByLabelText('Available for booking straight away'));
    await user.upload(screen.getByLabelText('Photo'), photo());
    expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Save doctor' }));

    const sent = lastUpload();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/doctors');
    expect(sent.headers.token).toBe(STAFF_TOKEN);
    expect(sent.body!.get('name')).toBe('Dr. Isha Rao');
    expect(sent.body!.get('fees')).toBe('700');
    expect(sent.body!.get('experience')).toBe('4');
    expect(sent.body!.get('available')).toBe('false');
    expect(JSON.parse(sent.body!.get('address') as string)).toEqual({ line1: 'Plot 17', line2: '' });
    expect((sent.body!.get('image') as File).name).toBe('isha.png');

    act(() => sent.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Sending the details and photo…' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    act(() => sent.respond(201, { success: true, doctor: ADDED }));

    expect(await screen.findByText('Doctor added')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a doctor' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dr. Isha Rao' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(opener).toHaveFocus();
    expect(revokeUrl).toHaveBeenCalledWith('blob:preview-1');
  });
});

describe('Edit doctor', () => {
  it('saves with PUT to the doctor, sending a photo only when a new one was chosen', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Dr. Meera Nair' }));
    expect(screen.getByRole('heading', { name: 'Edit Dr. Meera Nair' })).toHaveFocus();
    expect(screen.getByLabelText('Fee (₹)')).toHaveValue('500');
    expect(screen.queryByLabelText('Available for booking straight away')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Fee (₹)'));
    await user.type(screen.getByLabelText('Fee (₹)'), '650');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const sent = lastUpload();
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/api/admin/doctors/doc-1');
    expect(sent.body!.get('fees')).toBe('650');
    expect(sent.body!.has('image')).toBe(false);
    expect(sent.body!.has('available')).toBe(false);
    act(() => sent.respond(200, { success: true, doctor: { ...MEERA, fees: 650 } }));
    expect(await screen.findByText('Doctor updated')).toBeInTheDocument();
  });

  it('shows a refusal beside the form, keeps what was typed, and puts photo refusals by the photo', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Dr. Meera Nair' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Dr. Meera N.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() =>
      lastUpload().respond(400, { success: false, message: 'degree must be at most 200 characters long' }),
    );

    const inline = await screen.findByText('degree must be at most 200 characters long', {
      selector: 'p[role="alert"]',
    });
    expect(inline).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Dr. Meera N.');

    await user.upload(screen.getByLabelText('New photo (optional)'), photo());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() =>
      lastUpload().respond(415, { success: false, message: 'That file is not a picture we can use' }),
    );
    const photoField = screen.getByLabelText('New photo (optional)');
    expect(
      await within(photoField.parentElement!.parentElement!).findByText(/not a picture/),
    ).toBeInTheDocument();
    expect(photoField).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes on Escape without saving and gives focus back to Edit', async () => {
    const { user } = await renderScreen();
    const edit = screen.getByRole('button', { name: 'Edit Dr. Meera Nair' });
    await user.click(edit);
    await user.type(screen.getByLabelText('Name'), ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Edit Dr. Meera Nair' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
