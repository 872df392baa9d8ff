import type { AuditEntry } from '@umang/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffAuditPage from '@/pages/admin/audit';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';

const ASHA = { id: 'staff-asha', name: 'Asha Rao', email: 'asha@umang.example' };
const VIKRAM = { id: 'staff-vikram', name: 'Vikram Das', email: 'vikram@umang.example' };

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: ASHA,
  action: 'appointment.complete',
  targetType: 'appointment',
  targetId: `7667f42d-0b45-4c77-8ef2-${String(id).padStart(12, '0')}`,
  target: null,
  details: {},
  createdAt: '2026-11-22T08:15:00.000Z',
  ...changes,
});

/** `count` entries counting down from `from`, as the API pages them. */
const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => entry(from - i));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each request with the next page in `pages`. */
function serve(...pages: AuditEntry[][]) {
  const fetchMock = vi.fn(async (_url: string) => json({ success: true, entries: pages.shift() ?? [] }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => url);
}

/** A row's cells as one line of text, as a reader would take them in. */
const cellsText = (row: ReturnType<typeof within>) =>
  row
    .getAllByRole('cell')
    .map((cell: HTMLElement) => cell.textContent)
    .join(' ');

function renderPage(entry = '/admin/audit') {
  const router = createMemoryRouter([{ path: '/admin/audit', element: <StaffAuditPage /> }], {
    initialEntries: [entry],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Audit log', () => {
  it('shows who did what in words, with the target and the details', async () => {
    serve([
      entry(3, {
        action: 'payment.reject',
        target: {
          kind: 'appointment',
          patientName: 'Meena Sharma',
          doctorName: 'Dr. Kavita Rao',
          slotDate: '23_11_2026',
          slotTime: '10:30',
        },
        details: { transactionId: '418273645512', amount: 700, reason: 'UTR not in statement' },
      }),
      entry(2, {
        actor: VIKRAM,
        action: 'doctor.blocked-slots',
        targetType: 'doctor',
        target: { kind: 'doctor', name: 'Dr. Kavita Rao' },
        details: { slots: 4 },
      }),
      entry(1, { actor: null, action: 'blog.delete', targetType: 'blog', details: { title: 'Sports day' } }),
    ]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log');

    const rows = await screen.findAllByRole('row');
    const [, rejected, blocked, deleted] = rows.map((row) => within(row));
    expect(rejected!.getByText('Rejected a payment')).toBeInTheDocument();
    expect(rejected!.getByText('Asha Rao')).toBeInTheDocument();
    expect(rejected!.getByText('22 Nov 2026, 1:45 pm')).toBeInTheDocument();
    expect(rejected!.getByText('7667f42d')).toHaveAttribute('title', '7667f42d-0b45-4c77-8ef2-000000000003');
    expect(
      rejected!.getByText('Meena Sharma · Mon, 23 Nov 2026, 10:30 am with Dr. Kavita Rao'),
    ).toBeInTheDocument();
    expect(rejected!.getByText('UTR not in statement')).toBeInTheDocument();
    expect(rejected!.getByText('₹700')).toBeInTheDocument();
    expect(blocked!.getByText('Changed blocked times')).toBeInTheDocument();
    expect(blocked!.getByText('Dr. Kavita Rao')).toBeInTheDocument();
    expect(deleted!.getByText('Deleted a post')).toBeInTheDocument();
    expect(deleted!.getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();

    const staff = screen.getByRole('combobox', { name: 'Staff member' });
    expect(
      within(staff)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Asha Rao', 'Vikram Das']);
  });

  it('shows the system, not an unknown person, as the actor of a released booking', async () => {
    serve([entry(2, { actor: null, action: 'appointment.release', details: { holdMinutes: 120 } })]);
    renderPage();
    const released = within(await screen.findByRole('row', { name: /Released an unpaid booking/ }));
    expect(released.getByText('System')).toBeInTheDocument();
    expect(released.queryByText('Unknown')).not.toBeInTheDocument();
    expect(released.getByText('120')).toBeInTheDocument();
  });

  it('names who opened a patient’s health details, for which visit, and whose they were', async () => {
    serve([
      entry(4, {
        action: 'patient.health-view',
        target: {
          kind: 'appointment',
          patientName: 'Aarav Verma',
          doctorName: 'Dr. Kavita Rao',
          slotDate: '23_11_2026',
          slotTime: '10:30',
        },
        details: { patient: 'family member' },
      }),
    ]);
    renderPage();
    const viewed = within(await screen.findByRole('row', { name: /Viewed a patient's health details/ }));
    expect(viewed.getByText('Asha Rao')).toBeInTheDocument();
    expect(viewed.getByText('22 Nov 2026, 1:45 pm')).toBeInTheDocument();
    expect(
      viewed.getByText('Aarav Verma · Mon, 23 Nov 2026, 10:30 am with Dr. Kavita Rao'),
    ).toBeInTheDocument();
    expect(cellsText(viewed)).toMatch(/Whose details: A family member/);
  });

  it('shows a patient’s erasure under their pseudonym, with the paid visits to refund in words', async () => {
    const patient = {
      id: '3f2a9c1d-0000-4000-8000-000000000001',
      name: 'Deleted patient #3F2A9C1D',
      email: '',
    };
    serve([
      entry(6, {
        actor: patient,
        action: 'account.erase',
        targetType: 'user',
        targetId: patient.id,
        details: {
          familyMembers: 1,
          cancelledPaid: [
            {
              appointmentId: 'appt-9',
              slotDate: '4_12_2026',
              slotTime: '15:00',
              doctorName: 'Dr. Kavita Rao',
              amount: 700,
              receiptNumber: 'UMG/2026-27/000042',
            },
          ],
        },
      }),
      entry(5, {
        actor: null,
        action: 'retention.purge',
        targetType: 'retention',
        targetId: '2026-11-22T08:00:00.000Z',
        details: { enquiries: 3, appointments: 12, mails: 40 },
      }),
    ]);
    renderPage();
    const erased = within(await screen.findByRole('row', { name: /Patient deleted their account/ }));
    expect(erased.getByText('Deleted patient #3F2A9C1D')).toBeInTheDocument();
    expect(erased.getByText(/Patient account/)).toBeInTheDocument();
    const erasedText = cellsText(erased);
    expect(erasedText).toMatch(/Family members: 1/);
    expect(erasedText).toMatch(
      /Cancelled paid: Fri, 4 Dec 2026, 3:00 pm with Dr\. Kavita Rao, ₹700, receipt UMG\/2026-27\/000042/,
    );
    expect(erasedText).not.toMatch(/\{|Unknown/);

    const purged = within(screen.getByRole('row', { name: /Deleted records past their retention period/ }));
    expect(purged.getByText('System')).toBeInTheDocument();
    expect(purged.getByText(/Retention/)).toBeInTheDocument();
    expect(cellsText(purged)).toMatch(/Enquiries: 3.*Appointments: 12.*Mails: 40/);
  });

  it('shows where a moved appointment was and where it went, in words', async () => {
    serve([
      entry(2, {
        action: 'appointment.reschedule',
        // The database hands the keys back in its own order: `to` first.
        details: {
          to: { slotDate: '24_11_2026', slotTime: '15:00' },
          from: { slotDate: '23_11_2026', slotTime: '10:30' },
        },
      }),
    ]);
    renderPage();
    const moved = within(await screen.findByRole('row', { name: /Moved an appointment/ }));
    const text = moved
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .join(' ');
    expect(text).toMatch(/Moved from.*Mon, 23 Nov 2026, 10:30 am.*Moved to.*Tue, 24 Nov 2026, 3:00 pm/);
  });

  it('sends the chosen action and staff member and keeps them in the URL', async () => {
    const urls = serve([entry(1)], [entry(1)], [entry(1)]);
    const router = renderPage();
    await screen.findByText('Marked an appointment completed', { selector: 'td' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Approved a payment');
    await waitFor(() => expect(urls().at(-1)).toBe('/api/admin/audit?action=payment.approve&limit=50'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'Asha Rao');
    await waitFor(() =>
      expect(urls().at(-1)).toBe('/api/admin/audit?actorId=staff-asha&action=payment.approve&limit=50'),
    );
    expect(router.state.location.search).toBe('?actorId=staff-asha&action=payment.approve');
  });

  it('loads older entries from the last id and hides the button at the end', async () => {
    const urls = serve(run(120, 50), run(70, 12));
    renderPage();
    const older = await screen.findByRole('button', { name: 'Load older entries' });
    expect(screen.getAllByRole('row')).toHaveLength(51);

    await userEvent.click(older);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(63));
    expect(urls()).toEqual(['/api/admin/audit?limit=50', '/api/admin/audit?before=71&limit=50']);
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[50]).toHaveFocus();
  });

  it('says when nothing matches, and offers Retry after a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json({ success: false, message: 'Database is asleep' }, 503))
        .mockResolvedValue(json({ success: true, entries: [] })),
    );
    renderPage('/admin/audit?action=blog.delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Deleted a post');
  });
});
