import type { Doctor } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import { getDoctors } from '../api/get-doctors';
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

let queryClient: QueryClient;
/** The list as the app would have it cached. */
const cached = (doctors: Doctor[]) =>
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors });

const renderList = () =>
  renderWithQuery(
    <MemoryRouter>
      <DoctorList label="Our doctors" />
    </MemoryRouter>,
    { queryClient },
  );

beforeEach(() => {
  queryClient = createTestQueryClient();
});
afterEach(() => vi.clearAllMocks());

describe('DoctorList', () => {
  it('shows the first 10 of 12 doctors, each linking to its appointment page', () => {
    cached(twelve);
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
    cached(twelve.slice(0, 3));
    renderList();
    // doctors 1 and 2 are available, doctor 3 is not
    expect(screen.getAllByText('Available')).toHaveLength(2);
    expect(screen.getAllByText('Not Available')).toHaveLength(1);
  });

  it('shows busy skeletons while loading', () => {
    getDoctorsMock.mockReturnValue(new Promise(() => {})); // the answer is still on its way
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading doctors');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry button that loads the doctors again', async () => {
    getDoctorsMock.mockRejectedValueOnce(new Error('Database not ready'));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database not ready');
    getDoctorsMock.mockClear(); // count only what Retry asks for
    getDoctorsMock.mockResolvedValueOnce({ success: true, doctors: twelve.slice(0, 2) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(getDoctorsMock).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names each doctor at the heading level the page's outline needs", () => {
    cached(twelve.slice(0, 2));
    const { unmount } = renderList();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    unmount();

    renderWithQuery(
      <MemoryRouter>
        <DoctorList label="Our doctors" headingLevel={2} />
      </MemoryRouter>,
      { queryClient },
    );
    expect(screen.getByRole('heading', { level: 2, name: twelve[0]!.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says so when there are no doctors', () => {
    cached([]);
    renderList();
    expect(screen.getByText('No doctors to show right now.')).toBeInTheDocument();
  });
});
