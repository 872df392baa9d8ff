import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_SECONDS } from '../hooks/use-held-approvals';
import { CONFLICT_MESSAGE } from '../hooks/use-payments';
import {
  json,
  makeRow,
  pendingCount,
  renderScreen,
  serve,
  STAFF_TOKEN,
  startStaffSession,
} from '../test-utils';

const findRow = async (patient: string) => (await screen.findByText(patient)).closest('tr')!;
const queryRow = (patient: string) => screen.queryByText(patient);
const decisionCalls = (api: ReturnType<typeof serve>, verb: string) =>
  api.calls((url, init) => url.endsWith(`/${verb}`) && init.method === 'POST');

beforeEach(startStaffSession);
afterEach(() => vi.unstubAllGlobals());

/** Clicks Approve and lets its Undo window run out, so the approval is sent. */
async function approveAndWait(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: /^Approve/ }));
  await act(() => vi.advanceTimersByTimeAsync(UNDO_SECONDS * 1000));
}

describe('PaymentsScreen tabs', () => {
  it('shows the counts on the tabs and switches lists, keeping the tab in the fetch', async () => {
    const api = serve([makeRow(1), makeRow(2), makeRow(3, 'accepted')]);
    const user = userEvent.setup();
    renderScreen();

    const pending = await screen.findByRole('tab', { name: 'Pending (2)' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Accepted (1)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Patient 1');
    expect(api.listCalls()[0]![0]).toContain('status=pending');

    await user.click(screen.getByRole('tab', { name: 'Accepted (1)' }));
    expect(await screen.findByText('Patient 3')).toBeInTheDocument();
    expect(screen.queryByText('Patient 1')).not.toBeInTheDocument();
    expect(api.listCalls().at(-1)![0]).toContain('status=accepted');
    expect(screen.getByRole('columnheader', { name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByText('Reviewed')).toBeInTheDocument();

    // Arrow keys move along the tab list and open the tab they reach.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toHaveFocus();
    expect(await screen.findByText('No rejected payments.')).toBeInTheDocument();
    expect(api.listCalls().at(-1)![0]).toContain('status=rejected');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows whom a payment is for and the account holder who booked it', async () => {
    serve([
      {
        ...makeRow(1),
        patient: { name: 'Diya Verma', relation: 'child', gender: 'Female' },
        account: { name: 'Asha Verma', email: 'asha@example.in', phone: '9812345678' },
      },
    ]);
    renderScreen();
    const row = within(await findRow('Diya Verma'));
    expect(row.getByText(/^Daughter of/)).toHaveTextContent('Daughter of Asha Verma (account holder)');
    expect(row.getByText('asha@example.in')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Approve.*Diya Verma$/ })).toBeInTheDocument();
  });

  it('opens the tab named in the URL and shows the rejection reason there', async () => {
    const api = serve([makeRow(1), makeRow(4, 'rejected')]);
    renderScreen('/admin?status=rejected');

    expect(await screen.findByText('No credit found 4')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(api.listCalls()[0]![0]).toContain('status=rejected');
    expect(screen.queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();
  });

  it('shows the row details staff check: slot, amount, grouped UTR and tel: link', async () => {
    serve([{ ...makeRow(1), cancelled: true }]);
    renderScreen();

    const row = await findRow('Patient 1');
    expect(within(row).getByText('Mon, 23 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('3:30 pm')).toBeInTheDocument();
    expect(within(row).getByText('₹800')).toBeInTheDocument();
    expect(within(row).getByText('4182 7364 5511')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '9812345610' })).toHaveAttribute(
      'href',
      'tel:+919812345610',
    );
    expect(within(row).getByText('Appointment cancelled')).toBeInTheDocument();
  });
});

describe('PaymentsScreen decisions', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('holds an approval for Undo with a countdown, then sends it with the staff token', async () => {
    const api = serve([makeRow(1), makeRow(2)]);
    const user = setup();
    renderScreen();
    const row = await findRow('Patient 1');
    expect(pendingCount()).toBe(2);

    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    const undo = within(row).getByRole('button', { name: /^Undo/ });
    expect(undo).toHaveFocus();
    expect(undo).toHaveTextContent(`Undo (${UNDO_SECONDS} s)`);
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText(/Payment of Patient 1 approved\. You can undo it/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(undo).toHaveTextContent(`Undo (${UNDO_SECONDS - 2} s)`);
    expect(decisionCalls(api, 'approve')).toHaveLength(0);

    const release = api.holdLists(); // the refetch waits: what shows now is the optimistic update
    await act(() => vi.advanceTimersByTimeAsync((UNDO_SECONDS - 2) * 1000));

    const [url, init] = decisionCalls(api, 'approve')[0]!;
    expect(url).toBe('/api/admin/payments/appt-1/approve');
    expect((init.headers as Record<string, string>).token).toBe(STAFF_TOKEN);
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(queryRow('Patient 1')).not.toBeInTheDocument();
    expect(screen.getByText('Patient 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accepted (1)' })).toBeInTheDocument();
    expect(pendingCount()).toBe(1);

    expect(api.listCalls()).toHaveLength(2); // the refetch is on its way
    release();
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false'));
    expect(queryRow('Patient 1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accepted (1)' })).toBeInTheDocument();
  });

  it('Undo keeps the payment pending: nothing is sent, and the keyboard is back on Approve', async () => {
    const api = serve([makeRow(1)]);
    const user = setup();
    renderScreen();
    const row = await findRow('Patient 1');

    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    await user.keyboard('{Enter}'); // Undo has focus
    expect(
      screen.getByText('Approval undone. The payment of Patient 1 is still pending.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_SECONDS * 2000));
    expect(decisionCalls(api, 'approve')).toHaveLength(0);
    expect(within(row).getByRole('button', { name: /^Approve/ })).toHaveFocus();
    expect(pendingCount()).toBe(1);
  });

  it('sends a held approval at once when the screen closes, and with keepalive when the page goes', async () => {
    const api = serve([makeRow(1), makeRow(2)]);
    const user = setup();
    const { unmount } = renderScreen();
    await user.click(within(await findRow('Patient 2')).getByRole('button', { name: /^Approve/ }));
    window.dispatchEvent(new Event('pagehide'));
    const [leaving] = decisionCalls(api, 'approve');
    expect(leaving?.[0]).toBe('/api/admin/payments/appt-2/approve');
    expect(leaving?.[1].keepalive).toBe(true);

    await user.click(within(await findRow('Patient 1')).getByRole('button', { name: /^Approve/ }));
    unmount();
    await waitFor(() =>
      expect(decisionCalls(api, 'approve').map(([url]) => url)).toEqual([
        '/api/admin/payments/appt-2/approve',
        '/api/admin/payments/appt-1/approve',
      ]),
    );
  });

  it('disables the row while the decision is in flight, and keeps it when the server refuses', async () => {
    let answer: (response: Response) => void = () => {};
    serve([makeRow(1)], { decide: () => new Promise((resolve) => (answer = resolve)) });
    const user = setup();
    renderScreen();
    const row = await findRow('Patient 1');

    await approveAndWait(user, row);
    expect(within(row).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Reject/ })).toBeDisabled();

    answer(json(500, { success: false, message: 'Database not ready' }));
    expect(await screen.findByText('Database not ready')).toBeInTheDocument();
    expect(screen.getByText('Patient 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Approve/ })).toBeEnabled();
  });

  it('asks for a reason before rejecting, then sends it and the row leaves', async () => {
    const api = serve([makeRow(1), makeRow(2)]);
    const user = userEvent.setup();
    renderScreen();
    const row = await findRow('Patient 1');

    await user.click(within(row).getByRole('button', { name: /^Reject/ }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give a reason the patient will see.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(decisionCalls(api, 'reject')).toHaveLength(0);

    await user.type(reason, 'The UTR does not match any credit on 23 Nov');
    await user.click(screen.getByRole('button', { name: 'Reject payment' }));
    const [url, init] = decisionCalls(api, 'reject')[0]!;
    expect(url).toBe('/api/admin/payments/appt-1/reject');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'The UTR does not match any credit on 23 Nov' });
    expect(await screen.findByText('Payment rejected')).toBeInTheDocument();
    expect(queryRow('Patient 1')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
  });

  it('Cancel closes the reason form without sending anything', async () => {
    const api = serve([makeRow(1)]);
    const user = userEvent.setup();
    renderScreen();
    const row = await findRow('Patient 1');

    await user.click(within(row).getByRole('button', { name: /^Reject/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Reject/ })).toHaveFocus();
    expect(decisionCalls(api, 'reject')).toHaveLength(0);
  });

  it('on 409 explains that someone else decided and refetches the list without the row', async () => {
    const api = serve([makeRow(1), makeRow(2)], {
      decide: (id) => {
        // another staff member got there first
        api.list[api.list.findIndex((r) => r.appointmentId === id)]!.status = 'accepted';
        return json(409, {
          success: false,
          message: 'This payment has already been decided by someone else',
        });
      },
    });
    const user = setup();
    renderScreen();
    const row = await findRow('Patient 1');
    const fetches = api.listCalls().length;

    await approveAndWait(user, row);
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(queryRow('Patient 1')).not.toBeInTheDocument());
    expect(api.listCalls().length).toBe(fetches + 1);
    expect(screen.getByText('Patient 2')).toBeInTheDocument();
    expect(pendingCount()).toBe(1);
  });
});

describe('PaymentsScreen UTR and states', () => {
  it('Copy puts the plain 12 digits on the clipboard and says so', async () => {
    serve([makeRow(1)]);
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen();
    const row = await findRow('Patient 1');

    await user.click(within(row).getByRole('button', { name: /^Copy/ }));
    expect(writeText).toHaveBeenCalledWith('418273645511');
    expect(await screen.findByText('UTR copied')).toBeInTheDocument();
  });

  it('says so when the browser offers no clipboard', async () => {
    serve([makeRow(1)]);
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderScreen();
    const row = await findRow('Patient 1');

    await user.click(within(row).getByRole('button', { name: /^Copy/ }));
    expect(await screen.findByText(/Copying is not possible in this browser/)).toBeInTheDocument();
  });

  it('shows loading, then an error with Retry that loads the list', async () => {
    const api = serve([makeRow(1)]);
    const user = userEvent.setup();
    const working = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementationOnce(async () =>
      json(500, { success: false, message: 'Database not ready' }),
    );
    renderScreen();

    expect(screen.getByRole('status')).toHaveTextContent('Loading payments…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database not ready');
    api.fetchMock.mockImplementation(working);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Patient 1')).toBeInTheDocument();
  });

  it('shows the empty message of the Pending tab', async () => {
    serve([makeRow(1, 'accepted')]);
    renderScreen();
    expect(await screen.findByText('No payments waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accepted (1)' })).toBeInTheDocument();
  });
});
