import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { makeVisit, proofOf, renderMyDay, serve } from '../testing/my-day';

const TODAY = '27_11_2026';
const TOMORROW = '28_11_2026';

/** Only Date is faked (unless said): "now" decides the days and which slots have started. */
function setNow(iso: string, toFake: ('Date' | 'setInterval' | 'clearInterval')[] = ['Date']) {
  vi.useFakeTimers({ toFake });
  vi.setSystemTime(new Date(iso));
}

const section = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
const card = (name: string) => screen.getByRole('article', { name });
const saidOn = (name: string) =>
  within(card(name))
    .getAllByRole('definition')
    .map((said) => said.textContent);
const buttonsOn = (name: string) =>
  within(card(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'doctor-token' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My day: the list', () => {
  it('shows today and tomorrow (IST), each in time order, with the patient and the payment and state in words', async () => {
    setNow('2026-11-27T12:00:00+05:30');
    const api = serve([
      makeVisit(1, TODAY, '15:30', {
        patient: { name: 'Aarav Verma', relation: 'child', gender: 'Male' },
        account: { name: 'Asha Verma', email: 'asha@example.in', phone: '9812345678' },
        paymentProof: proofOf('pending'),
      }),
      makeVisit(2, TODAY, '10:00', { payment: true, isCompleted: true }),
      makeVisit(3, TODAY, '11:00', { cancelled: true }),
      makeVisit(4, TODAY, '12:30', { paymentProof: proofOf('rejected') }),
      makeVisit(5, TOMORROW, '10:30', { payment: true }),
      makeVisit(6, '30_11_2026', '10:30'),
    ]);
    renderMyDay();
    expect(screen.getByRole('heading', { level: 1, name: 'My day' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Loading today’s appointments…',
      'Loading tomorrow’s appointments…',
    ]);

    const today = within(section('Today, Friday 27 November'));
    await today.findByRole('article', { name: '3:30 pm · Aarav Verma' });
    expect(today.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '10:00 am · Patient 2',
      '11:00 am · Patient 3',
      '12:30 pm · Patient 4',
      '3:30 pm · Aarav Verma',
    ]);
    expect(saidOn('10:00 am · Patient 2')).toEqual(['Paid', 'Completed']);
    expect(saidOn('11:00 am · Patient 3')).toEqual(['Not paid', 'Cancelled']);
    expect(saidOn('12:30 pm · Patient 4')).toEqual(['Rejected', 'Booked']);
    expect(saidOn('3:30 pm · Aarav Verma')).toEqual(['Proof waiting', 'Booked']);
    expect(within(card('3:30 pm · Aarav Verma')).getByText(/^Son of/)).toHaveTextContent(
      'Son of Asha Verma (account holder)',
    );
    expect(screen.getByRole('link', { name: 'Open appointment of Aarav Verma at 3:30 pm' })).toHaveAttribute(
      'href',
      '/admin/appointments/appt-1',
    );

    const tomorrow = within(section('Tomorrow, Saturday 28 November'));
    expect(tomorrow.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '10:30 am · Patient 5',
    ]);
    expect(screen.queryByText(/Patient 6/)).not.toBeInTheDocument();
    expect(api.listCalls().sort()).toEqual([
      `/api/admin/appointments?date=${TODAY}&pageSize=100`,
      `/api/admin/appointments?date=${TOMORROW}&pageSize=100`,
    ]);
  });

  it('says so for an empty day and for a Sunday', async () => {
    setNow('2026-11-28T09:00:00+05:30');
    serve([]);
    renderMyDay();
    expect(
      await within(section('Today, Saturday 28 November')).findByText('No appointments today.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Tomorrow, Sunday 29 November')).findByText(
        'Sunday: the centre is closed, so there are no appointments.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a day that failed to load with the server’s words and a Retry', async () => {
    setNow('2026-11-27T12:00:00+05:30');
    serve([makeVisit(1, TODAY, '10:00')], { failOnce: TODAY });
    renderMyDay();
    const today = within(section('Today, Friday 27 November'));
    expect(await today.findByRole('alert')).toHaveTextContent('Database is asleep');
    await userEvent.click(today.getByRole('button', { name: 'Retry' }));
    expect(await today.findByRole('article', { name: '10:00 am · Patient 1' })).toBeInTheDocument();
  });
});

describe('My day: what the doctor can do', () => {
  it('offers Mark completed once paid and started, and Mark no-show only from the start of the slot', async () => {
    setNow('2026-11-27T12:00:00+05:30');
    serve([
      makeVisit(1, TODAY, '10:00', { payment: true }),
      makeVisit(2, TODAY, '11:00'),
      makeVisit(3, TODAY, '15:30', { payment: true }),
      makeVisit(4, TOMORROW, '10:00', { payment: true }),
      makeVisit(5, TODAY, '10:30', { payment: true, isCompleted: true }),
    ]);
    renderMyDay();
    await screen.findByRole('article', { name: '10:00 am · Patient 1' });

    expect(buttonsOn('10:00 am · Patient 1')).toEqual(['Mark completed', 'Mark no-show']);
    // Unpaid: it cannot be completed, but the patient can still have missed it.
    expect(buttonsOn('11:00 am · Patient 2')).toEqual(['Mark no-show']);
    expect(within(card('11:00 am · Patient 2')).getByRole('button', { name: 'Mark no-show' })).toBeEnabled();
    for (const name of ['3:30 pm · Patient 3', '10:00 am · Patient 4']) {
      const noShow = await within(card(name)).findByRole('button', { name: 'Mark no-show' });
      expect(noShow).toBeDisabled();
      expect(noShow).toHaveAccessibleDescription('Possible from the start time');
      expect(buttonsOn(name)).toEqual(['Mark no-show']);
    }
    expect(buttonsOn('10:30 am · Patient 5')).toEqual([]);
  });

  it('marks a no-show after Yes, says so, refetches and puts focus on the new state', async () => {
    setNow('2026-11-27T12:00:00+05:30');
    const api = serve([makeVisit(1, TODAY, '10:00', { payment: true })]);
    renderMyDay();
    const noShow = await screen.findByRole('button', { name: 'Mark no-show' });
    await userEvent.click(noShow);
    const question = screen.getByRole('group', {
      name: 'Mark the appointment for Patient 1 with Dr. Kavya Iyer a no-show? This cannot be undone.',
    });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(api.posts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark no-show' })).toHaveFocus();

    const listsBefore = api.listCalls().length;
    await userEvent.click(screen.getByRole('button', { name: 'Mark no-show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment marked a no-show')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-1/no-show']);
    await waitFor(() => expect(saidOn('10:00 am · Patient 1')).toEqual(['Paid', 'No-show']));
    expect(buttonsOn('10:00 am · Patient 1')).toEqual([]);
    expect(api.listCalls().length).toBeGreaterThan(listsBefore);
    expect(
      within(card('10:00 am · Patient 1')).getByText('No-show').closest('[tabindex="-1"]'),
    ).toHaveFocus();
  });

  it('marks a paid, started visit completed', async () => {
    setNow('2026-11-27T12:00:00+05:30');
    const api = serve([makeVisit(1, TODAY, '10:00', { payment: true })]);
    renderMyDay();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Appointment marked completed')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-1/complete']);
    await waitFor(() => expect(saidOn('10:00 am · Patient 1')).toEqual(['Paid', 'Completed']));
  });

  it('asks again every minute, and enables Mark no-show once the slot starts', async () => {
    setNow('2026-11-27T15:29:30+05:30', ['Date', 'setInterval', 'clearInterval']);
    const api = serve([makeVisit(1, TODAY, '15:30', { payment: true })]);
    renderMyDay();
    const noShow = await screen.findByRole('button', { name: 'Mark no-show' });
    expect(noShow).toBeDisabled();
    expect(api.listCalls()).toHaveLength(2);

    // Meanwhile a patient books the next slot.
    api.list.push(makeVisit(2, TODAY, '16:00'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('article', { name: '4:00 pm · Patient 2' })).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(4);
    expect(within(card('3:30 pm · Patient 1')).getByRole('button', { name: 'Mark no-show' })).toBeEnabled();
  });
});
