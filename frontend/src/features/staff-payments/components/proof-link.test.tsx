import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installUploadFakes } from '@/test/fake-xhr';
import { PROOF_MESSAGES } from '../hooks/use-proof-target';
import { statementAnswer, statementFile } from '../statement-test-utils';
import { makeRow, renderScreen, serve, startStaffSession } from '../test-utils';

const rowOf = (patient: string) => screen.getByText(patient).closest('tr')!;

beforeEach(() => {
  startStaffSession();
  installUploadFakes();
});
afterEach(() => vi.unstubAllGlobals());

describe('Payments ?proof= links', () => {
  it('marks and focuses the proof’s row when it is on the page shown', async () => {
    serve([1, 2, 3].map((i) => makeRow(i)));
    renderScreen('/admin?proof=appt-2');

    await screen.findByText('Patient 2');
    await waitFor(() => expect(rowOf('Patient 2')).toHaveFocus());
    expect(rowOf('Patient 2')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Patient 1')).not.toHaveAttribute('aria-current');
    // Staff decide it with the row's own buttons.
    expect(within(rowOf('Patient 2')).getByRole('button', { name: /^Approve/ })).toBeEnabled();
  });

  it('opens the page of the pending list that holds the proof', async () => {
    const api = serve(Array.from({ length: 25 }, (_, i) => makeRow(i + 1)));
    renderScreen('/admin?proof=appt-23');

    await waitFor(() => expect(rowOf('Patient 23')).toHaveFocus());
    expect(screen.queryByText('Patient 1')).not.toBeInTheDocument();
    expect(api.listCalls().some(([url]) => url.includes('pageSize=100'))).toBe(true);
  });

  it('says so when the proof is not waiting for a decision any more', async () => {
    serve([makeRow(1), makeRow(2, 'accepted')]);
    renderScreen('/admin?proof=appt-2');

    expect(await screen.findByText(PROOF_MESSAGES.notPending)).toBeInTheDocument();
    expect(rowOf('Patient 1')).not.toHaveAttribute('aria-current');
  });

  it('takes staff from the statement preview to the row of a proof to decide by hand', async () => {
    serve([1, 2, 3, 4].map((i) => makeRow(i)));
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Patient 3');
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    await user.upload(screen.getByLabelText('Bank statement file'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    act(() => FakeXhr.sent.at(-1)!.respond(201, statementAnswer()));

    await user.click(await screen.findByRole('link', { name: /^Show in queue.*Patient 3$/ }));
    const row = screen.getByRole('tabpanel').querySelector<HTMLElement>('[data-appointment="appt-3"]')!;
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveAttribute('aria-current', 'true');
    // The preview stays open, so staff can come back to it.
    expect(screen.getByRole('region', { name: 'Import bank statement' })).toBeInTheDocument();
  });
});
