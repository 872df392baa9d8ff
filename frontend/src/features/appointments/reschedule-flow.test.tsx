import { RESCHEDULE_MESSAGES, type Appointment } from '@umang/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENTRE } from '@/content/centre';
import { makeAppointment, makeDoctor, renderPage, serve, startSession } from './test-utils';

/** Friday 20 Nov 2026, 9 am at the centre: appointment 1 (Sat 21 Nov, 10:30 am) may still be moved. */
const NOW = new Date('2026-11-20T09:00:00+05:30');
const movable = (i: number, changes: Partial<Appointment> = {}) =>
  makeAppointment(i, { rescheduleBy: '2026-11-21T07:30:00+05:30', ...changes });

const card = (doctorName: string) => screen.getByRole('article', { name: doctorName });
const rescheduleButton = () => screen.getByRole('button', { name: 'Reschedule' });
const timesOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const errorBody = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message }), { status });

/** Opens the panel of the only appointment and chooses `day` (its pill: "MON 23 Nov") and `time`. */
async function choose(day: RegExp, time: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const days = screen.getByRole('radiogroup', { name: 'Choose a new day' });
  await userEvent.click(within(days).getByRole('radio', { name: day }));
  const times = screen.getByRole('radiogroup', { name: /^Free times on/ });
  await userEvent.click(within(times).getByRole('radio', { name: time }));
}

beforeEach(() => {
  startSession();
  // Only Date is faked: whether a move is still allowed, and which times are free, depend on "now".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My Appointment page: rescheduling', () => {
  it('offers Reschedule only where the patient may still move it, and says whom to call otherwise', async () => {
    serve(
      [
        movable(1),
        movable(2, { reschedulesLeft: 0 }),
        makeAppointment(3, { rescheduleBy: '2026-11-20T08:59:00+05:30' }),
        movable(4, { cancelled: true }),
        movable(5, { payment: true }),
      ],
      { doctors: [1, 2, 3, 4, 5].map((i) => makeDoctor(i)) },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show older appointments' }));

    expect(within(card('Dr. Test 1')).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    // A paid visit moves too: the payment stays with it.
    expect(within(card('Dr. Test 5')).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    const tooOften = within(card('Dr. Test 2'));
    expect(tooOften.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(tooOften.getByText(/Moved 2 times already/)).toHaveTextContent(
      `Moved 2 times already, so it can no longer be moved online. To change it, call ${CENTRE.phoneDisplay}.`,
    );
    expect(tooOften.getByRole('link', { name: CENTRE.phoneDisplay })).toHaveAttribute(
      'href',
      CENTRE.phoneHref,
    );
    expect(within(card('Dr. Test 3')).getByText(/starts too soon/)).toBeInTheDocument();
    expect(within(card('Dr. Test 3')).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();

    const cancelled = within(card('Dr. Test 4'));
    expect(cancelled.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(cancelled.queryByText(/moved online/)).not.toBeInTheDocument();
  });

  it('shows the current slot, offers the doctor’s other free times, and asks before moving', async () => {
    const { calls } = serve([movable(1)], { doctors: [makeDoctor(1)] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));

    const panel = screen.getByRole('region', { name: 'Move this appointment' });
    expect(rescheduleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(rescheduleButton()).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { name: 'Move this appointment' })).toHaveFocus();
    expect(within(panel).getByText('Now:').parentElement).toHaveTextContent('Now: Sat 21 Nov, 10:30 am');
    expect(panel).toHaveTextContent('Same doctor, same fee, and any payment stays with it.');

    // The day it is booked on is offered, without the time it holds now.
    const days = within(panel).getByRole('radiogroup', { name: 'Choose a new day' });
    await userEvent.click(within(days).getByRole('radio', { name: /SAT 21/ }));
    const times = within(panel).getByRole('radiogroup', { name: 'Free times on Saturday, 21 November' });
    expect(timesOf(times)).not.toContain('10:30 am');
    expect(timesOf(times)).toContain('11:00 am');

    await userEvent.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(within(panel).getByText('Choose a new time first.')).toBeInTheDocument();

    await userEvent.click(within(times).getByRole('radio', { name: '11:00 am' }));
    expect(within(panel).getByText(/^New time:/)).toHaveTextContent('New time: Sat 21 Nov, 11:00 am');
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue' }));

    const question = within(panel).getByRole('group', { name: 'Move to Sat 21 Nov, 11:00 am?' });
    // The reader starts on the question itself.
    expect(question).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Move to Sat 21 Nov, 11:00 am?');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep current' }));

    expect(screen.queryByRole('region', { name: 'Move this appointment' })).not.toBeInTheDocument();
    expect(rescheduleButton()).toHaveFocus();
    expect(rescheduleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(calls('/api/user/reschedule-appointment')).toHaveLength(0);
  });

  it('goes back to the times from the question, keeping the choice, and Escape closes it', async () => {
    serve([movable(1)], { doctors: [makeDoctor(1)] });
    renderPage();
    await choose(/MON 23/, '3:00 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose another time' }));

    expect(screen.getByRole('heading', { name: 'Move this appointment' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3:00 pm' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Move this appointment' })).not.toBeInTheDocument();
    expect(rescheduleButton()).toHaveFocus();
  });

  it('moves it: says so, shows the new time, and reloads the list and the doctors', async () => {
    const { calls } = serve([movable(1)], { doctors: [makeDoctor(1)] });
    renderPage();
    await choose(/MON 23/, '3:00 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Appointment moved to Mon 23 Nov, 3:00 pm')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/api/user/reschedule-appointment')[0]![1]!.body))).toEqual({
      appointmentId: 'a1',
      slotDate: '23_11_2026',
      slotTime: '15:00',
    });
    const moved = within(card('Dr. Test 1'));
    expect(moved.getByText('Mon, 23 November 2026 | 3:00 pm')).toBeInTheDocument();
    expect(
      screen.getByText('Your appointment with Dr. Test 1 is now on Mon, 23 November 2026 at 3:00 pm.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Move this appointment' })).not.toBeInTheDocument();
    expect(moved.getByRole('heading', { name: 'Dr. Test 1' })).toHaveFocus();
    await waitFor(() => expect(calls('/api/user/appointments')).toHaveLength(2));
    expect(calls('/api/doctor/list')).toHaveLength(1);
    // One move left: the panel says it is the last.
    await userEvent.click(moved.getByRole('button', { name: 'Reschedule' }));
    expect(screen.getByText(/This is the last time it can be moved online/)).toBeInTheDocument();
  });

  it('says a slot taken meanwhile plainly, and offers the times without it', async () => {
    const { calls } = serve([movable(1)], {
      doctors: [makeDoctor(1)],
      reschedule: () => errorBody(409, 'slot_unavailable', 'Slot not available'),
    });
    renderPage();
    await choose(/MON 23/, '3:00 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That slot was just taken — pick another');
    expect(screen.getByRole('heading', { name: 'Move this appointment' })).toHaveFocus();
    const times = screen.getByRole('radiogroup', { name: 'Free times on Monday, 23 November' });
    expect(timesOf(times)).not.toContain('3:00 pm');
    expect(timesOf(times)).toContain('3:30 pm');
    expect(screen.queryByText('Slot not available')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('/api/doctor/list')).toHaveLength(1));
  });

  it('closes with the server’s reason when the appointment can no longer be moved online', async () => {
    const api = serve([movable(1)], {
      doctors: [makeDoctor(1)],
      reschedule: () => {
        // Moved from another phone meanwhile: the last move is used up.
        api.update('a1', { reschedulesLeft: 0 });
        return errorBody(409, 'reschedule_limit', RESCHEDULE_MESSAGES.reschedule_limit);
      },
    });
    renderPage();
    await choose(/MON 23/, '3:00 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(RESCHEDULE_MESSAGES.reschedule_limit)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Move this appointment' })).not.toBeInTheDocument();
    expect(within(card('Dr. Test 1')).getByRole('heading', { name: 'Dr. Test 1' })).toHaveFocus();
    expect(await within(card('Dr. Test 1')).findByText(/Moved 2 times already/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('keeps the question open after a failure to reach the server, so Confirm can be tried again', async () => {
    let tries = 0;
    const api = serve([movable(1)], {
      doctors: [makeDoctor(1)],
      reschedule: () => {
        tries += 1;
        if (tries === 1) return errorBody(503, 'unavailable', 'Database not ready');
        const after = { slotDate: '23_11_2026', slotTime: '15:00', startsAt: '2026-11-23T15:00:00+05:30' };
        api.update('a1', after);
        return api.json(200, { success: true, appointment: { ...movable(1), ...after } });
      },
    });
    renderPage();
    await choose(/MON 23/, '3:00 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not move the appointment. Please try again.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Appointment moved to Mon 23 Nov, 3:00 pm')).toBeInTheDocument();
  });

  it('sends the patient to the phone when the doctor offers no time online', async () => {
    serve([movable(1), movable(2)], { doctors: [makeDoctor(2, { available: false })] });
    renderPage();
    const second = await screen.findByRole('article', { name: 'Dr. Test 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Reschedule' }));
    const away = screen.getByRole('region', { name: 'Move this appointment' });
    expect(away).toHaveTextContent('Dr. Test 2 is not taking new times right now. Please call us on');
    expect(within(away).queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(within(away).getByRole('button', { name: 'Keep current' }));

    // Doctor 1 is not on the list at all (no longer with the centre).
    await userEvent.click(within(card('Dr. Test 1')).getByRole('button', { name: 'Reschedule' }));
    const unlisted = screen.getByRole('region', { name: 'Move this appointment' });
    expect(unlisted).toHaveTextContent('We cannot show this doctor’s free times online just now.');
    expect(within(unlisted).getByRole('link', { name: CENTRE.phoneDisplay })).toBeInTheDocument();
  });
});
