import type { Doctor } from '@umang/common';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDoctors } from '../api/get-doctors';
import { resetDoctorsStore, useDoctorsStore } from '../store';
import { DoctorList } from './doctor-list';

vi.mock('../api/get-doctors', () => ({ getDoctors: vi.fn() }));
const getDoctorsMock = vi.mocked(getDoctors);

const makeDoctor = (i: number): Doctor => ({
  _id: `doc-${i}`,
  name: `Dr. Test ${i}`,
  image: `/assets/doctors/test-${i}.svg`,
  speciality: i % 2 ? 'Psychologist' : 'Psychiatrist',
  degree: 'MD',
  experience: i,
  about: '',
  fees: 500,
  available: i % 3 !== 0,
  address: { line1: '', line2: '' },
  slots_booked: {},
  blockedSlots: [],
});

const twelve = Array.from({ length: 12 }, (_, i) => makeDoctor(i + 1));

const renderList = () =>
  render(
    <MemoryRouter>
      <DoctorList label="Our doctors" />
    </MemoryRouter>,
  );

beforeEach(() => resetDoctorsStore());
afterEach(() => vi.clearAllMocks());

describe('DoctorList', () => {
  it('shows the first 10 of 12 doctors, each linking to its appointment page', () => {
    useDoctorsStore.setState({ doctors: twelve, status: 'ready' });
    renderList();

    const cards = within(screen.getByRole('list', { name: 'Our doctors' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    cards.forEach((card, i) => {
      const doctor = twelve[i]!;
      expect(within(card).getByRole('link', { name: doctor.name })).toHaveAttribute(
        'href',
        `/appointment/${doctor._id}`,
      );
      expect(within(card).getByRole('img', { name: doctor.name })).toBeInTheDocument();
      expect(within(card).getByText(doctor.speciality)).toBeInTheDocument();
      expect(within(card).getByText(doctor.available ? 'Available' : 'Not Available')).toBeInTheDocument();
    });
    expect(screen.queryByText(twelve[10]!.name)).not.toBeInTheDocument();
  });

  it('marks availability in words from the available flag', () => {
    useDoctorsStore.setState({ doctors: twelve.slice(0, 3), status: 'ready' });
    renderList();
    // doctors 1 and 2 are available, doctor 3 is not
    expect(screen.getAllByText('Available')).toHaveLength(2);
    expect(screen.getAllByText('Not Available')).toHaveLength(1);
  });

  it('shows busy skeletons while loading', () => {
    useDoctorsStore.setState({ status: 'loading' });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading doctors');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry button that loads the doctors again', async () => {
    useDoctorsStore.setState({ status: 'error', error: 'Database not ready' });
    getDoctorsMock.mockResolvedValueOnce({ success: true, doctors: twelve.slice(0, 2) });
    renderList();

    expect(screen.getByRole('alert')).toHaveTextContent('Database not ready');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(getDoctorsMock).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names each doctor at the heading level the page's outline needs", () => {
    useDoctorsStore.setState({ doctors: twelve.slice(0, 2), status: 'ready' });
    const { unmount } = renderList();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    unmount();

    render(
      <MemoryRouter>
        <DoctorList label="Our doctors" headingLevel={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: twelve[0]!.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says so when there are no doctors', () => {
    useDoctorsStore.setState({ doctors: [], status: 'ready' });
    renderList();
    expect(screen.getByText('No doctors to show right now.')).toBeInTheDocument();
  });
});
