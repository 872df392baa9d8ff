import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { json, makeDoctor, signInStaff, STAFF_TOKEN } from '../testing/fixtures';
import { BlockedSlotsEditor } from './blocked-slots-editor';

// Monday 23 November 2026, 10:45 am in India.
const NOW = new Date('2026-11-23T05:15:00Z');
const DOCTOR = makeDoctor({
  slots_booked: { '24_11_2026': ['11:30'] },
  blockedSlots: [
    { date: '24_11_2026', times: ['15:00'] },
    { date: '10_1_2027', times: ['10:00'] }, // beyond the 14 days shown
  ],
});

function renderEditor(onSaved = vi.fn()) {
  render(
    <>
      <BlockedSlotsEditor doctor={DOCTOR} onClose={vi.fn()} onSaved={onSaved} />
      <ToastContainer />
    </>,
  );
  // The grid has ~170 buttons: skipping the CSS pointer-events walk keeps each click quick.
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), onSaved };
}

const toolbarButton = (name: string) => screen.getByText(name, { selector: 'button' });
// Cells are named by aria-label; reading it directly keeps these queries fast on a 168-button grid.
const cell = (name: RegExp) => screen.getByLabelText(name, { selector: 'button' });

beforeEach(() => {
  // Only the clock is fixed: user-event needs real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetStaffSessionStore();
  signInStaff();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A 14-day grid is a big DOM for jsdom: allow for a busy machine.
describe('BlockedSlotsEditor', { timeout: 15_000 }, () => {
  it('shows 14 days from today with Sundays closed, booked and started times marked', () => {
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Blocked times: Dr. Meera Nair' })).toHaveFocus();
    expect(screen.getByText(/Mon 23 Nov to Sun 6 Dec/)).toBeInTheDocument();
    expect(screen.getAllByText('Closed on Sundays')).toHaveLength(2);
    expect(cell(/^Block Tue 24 Nov 11:30 am Booked, has a booked appointment$/)).toHaveTextContent('Booked');
    expect(cell(/^Unblock Tue 24 Nov 3:00 pm Blocked$/)).toHaveAttribute('aria-pressed', 'true');
    expect(cell(/^Mon 23 Nov 10:30 am Past, already started$/)).toBeDisabled();
    expect(cell(/^Block Mon 23 Nov 11:00 am Open$/)).toBeEnabled();
  });

  it('toggles a cell with the keyboard and counts it as unsaved', async () => {
    const { user } = renderEditor();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    cell(/^Block Tue 24 Nov 10:30 am Open$/).focus();
    await user.keyboard('{Enter}');
    expect(cell(/^Unblock Tue 24 Nov 10:30 am Blocked, not saved yet$/)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(cell(/^Block Tue 24 Nov 10:30 am Open$/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('saves the whole list with the staff token and shows the server’s warnings', async () => {
    const saved = makeDoctor({
      ...DOCTOR,
      blockedSlots: [
        { date: '24_11_2026', times: ['10:30', '11:30', '15:00'] },
        { date: '10_1_2027', times: ['10:00'] },
      ],
    });
    const fetchMock = vi.fn().mockResolvedValue(
      json(200, {
        success: true,
        doctor: saved,
        warnings: ['24_11_2026 11:30 has a booked appointment, which stays booked'],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSaved } = renderEditor();

    await user.click(cell(/^Block Tue 24 Nov 11:30 am/));
    await user.click(cell(/^Block Tue 24 Nov 10:30 am Open$/));
    expect(screen.getByText(/1 blocked time already has a booked appointment/)).toBeInTheDocument();
    await user.click(toolbarButton('Save blocked times'));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/doctors/doc-1/blocked-slots');
    expect(init.method).toBe('PUT');
    expect(init.headers.token).toBe(STAFF_TOKEN);
    expect(JSON.parse(init.body)).toEqual({
      blockedSlots: [
        { date: '24_11_2026', times: ['10:30', '11:30', '15:00'] },
        { date: '10_1_2027', times: ['10:00'] },
      ],
    });
    expect(await screen.findByText('Blocked times saved')).toBeInTheDocument();
    const status = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Saved, with a note'))!;
    expect(within(status).getByRole('listitem')).toHaveTextContent(
      'Tue 24 Nov, 11:30 am has a booked appointment, which stays booked',
    );
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('keeps the changes and says why when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { success: false, message: 'Database busy' })),
    );
    const { user } = renderEditor();
    await user.click(cell(/^Block Wed 25 Nov 12:00 pm Open$/));
    await user.click(toolbarButton('Save blocked times'));
    const inline = await screen.findByText('Database busy', { selector: 'p[role="alert"]' });
    expect(inline).toBeInTheDocument();
    expect(cell(/^Unblock Wed 25 Nov 12:00 pm Blocked, not saved yet$/)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('blocks a whole day, and Discard changes puts everything back', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Block whole day Wed 25 Nov' }));
    expect(cell(/^Unblock Wed 25 Nov 10:00 am/)).toHaveAttribute('aria-pressed', 'true');
    expect(cell(/^Unblock Wed 25 Nov 6:30 pm/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('14 unsaved changes')).toBeInTheDocument();
    expect(screen.getByText('Unblock whole day', { selector: 'button' })).toHaveTextContent('Wed 25 Nov');

    await user.click(toolbarButton('Discard changes'));
    expect(cell(/^Block Wed 25 Nov 10:00 am Open$/)).toHaveAttribute('aria-pressed', 'false');
    expect(cell(/^Unblock Tue 24 Nov 3:00 pm Blocked$/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a phone, shows a day picker and the chosen day’s times', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    const { user } = renderEditor();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Choose a day' });
    expect(within(picker).getAllByRole('button')).toHaveLength(14);
    expect(within(picker).getByRole('button', { name: 'Sun 29 Nov, closed' })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: 'Tue 24 Nov, 1 blocked' }));
    expect(screen.getByRole('heading', { name: 'Tue 24 Nov' })).toBeInTheDocument();
    await user.click(cell(/^Block Tue 24 Nov 4:00 pm Open$/));
    expect(cell(/^Unblock Tue 24 Nov 4:00 pm/)).toHaveAttribute('aria-pressed', 'true');
  });
});
