import { STATEMENT_MAX_BYTES } from '@umang/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installUploadFakes } from '@/test/fake-xhr';
import { applyAnswer, statementAnswer, statementFile } from '../statement-test-utils';
import { json, makeRow, renderScreen, serve, STAFF_TOKEN, startStaffSession } from '../test-utils';

type User = ReturnType<typeof userEvent.setup>;
const lastUpload = () => FakeXhr.sent.at(-1)!;
const fileInput = () => screen.getByLabelText('Bank statement file');
const APPLY_PATH = '/api/admin/payments/statements/stmt-1/apply';

beforeEach(() => {
  startStaffSession();
  installUploadFakes();
});
afterEach(() => vi.unstubAllGlobals());

/** The payments screen with proofs 1–4 pending and the import panel open. */
async function openPanel(apply = () => json(200, applyAnswer())) {
  const api = serve(
    [1, 2, 3, 4].map((i) => makeRow(i)),
    {
      route: (pathname) => (pathname === APPLY_PATH ? apply() : undefined),
    },
  );
  const user = userEvent.setup();
  renderScreen();
  await screen.findByText('Patient 1');
  await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Import bank statement' })).toHaveFocus();
  return { api, user };
}

async function readStatement(user: User, answer = statementAnswer()) {
  await user.upload(fileInput(), statementFile());
  await user.click(screen.getByRole('button', { name: 'Read statement' }));
  act(() => lastUpload().respond(201, answer));
  return screen.findByRole('heading', { level: 3, name: answer.fileName });
}

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('Statement import upload', () => {
  it('sends the file with the staff token, shows real progress, then says the server is reading it', async () => {
    const { user } = await openPanel();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    await user.upload(fileInput(), statementFile());
    await user.click(screen.getByRole('button', { name: 'Read statement' }));

    const xhr = lastUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/payments/statements');
    expect(xhr.headers.token).toBe(STAFF_TOKEN);
    expect((xhr.body!.get('file') as File).name).toBe('hdfc-nov.csv');

    act(() => xhr.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading the statement…' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Reading…' })).toBeDisabled();

    act(() => xhr.progress(100, 100));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the statement…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => xhr.respond(201, statementAnswer()));
    const heading = await screen.findByRole('heading', { level: 3, name: 'hdfc-nov.csv' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('refuses a file over the limit before sending anything', async () => {
    const { user } = await openPanel();
    await user.upload(fileInput(), statementFile('year.csv', STATEMENT_MAX_BYTES + 1024 * 1024));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The largest statement the import takes is 5 MB. This file is 6 MB.',
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(fileInput()).toHaveFocus();
  });

  it('shows the server’s refusal in an alert and keeps the file chosen to send again', async () => {
    const { user } = await openPanel();
    await user.upload(fileInput(), statementFile());
    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    const message =
      'This statement is for another account. Please check it is the centre’s account statement.';
    act(() => lastUpload().respond(400, { success: false, message, code: 'statement_other_account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statement was not imported.');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(fileInput()).toHaveFocus());
    expect((fileInput() as HTMLInputElement).files![0]!.name).toBe('hdfc-nov.csv');

    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the upload on Cancel and says nothing was imported', async () => {
    const { user } = await openPanel();
    await user.upload(fileInput(), statementFile());
    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(lastUpload().aborted).toBe(true);
    expect((await screen.findAllByText('Upload cancelled. Nothing was imported.'))[0]).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read statement' })).toHaveFocus());
    expect(screen.queryByRole('progressbar', { name: /statement/ })).not.toBeInTheDocument();
  });

  it('closes on Escape, stopping an upload, and gives the keyboard back to its button', async () => {
    const { user } = await openPanel();
    await user.upload(fileInput(), statementFile());
    await user.click(screen.getByRole('button', { name: 'Read statement' }));
    // The keyboard moves to the progress, where its Cancel is.
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('progressbar')));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Import bank statement' })).not.toBeInTheDocument();
    expect(lastUpload().aborted).toBe(true);
    const opener = screen.getByRole('button', { name: 'Import bank statement' });
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Statement import preview', () => {
  it('groups the proofs with counts, tables and plain words for empty groups', async () => {
    const { user } = await openPanel();
    await readStatement(user);

    const preview = screen.getByRole('region', { name: 'hdfc-nov.csv' });
    expect(preview).toHaveTextContent('1 Nov 2026 to 24 Nov 2026 · 1,250 transactions, 3 credits');

    const matched = group(/^Matched \(/);
    expect(within(matched).getByRole('heading', { name: 'Matched (2)' })).toBeInTheDocument();
    const table = within(matched).getByRole('table', { name: 'Matched proofs' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Patient and visit',
      'Payer',
      'UTR',
      'Amount',
      'Credited on',
    ]);
    const row = within(table).getByText('Patient 2').closest('tr')!;
    expect(row).toHaveTextContent('₹1,50,000');
    expect(row).toHaveTextContent('23 Nov 2026');
    expect(row).toHaveTextContent('4182 7364 5512');
    expect(row).toHaveTextContent('Dr. Test 2Mon, 23 Nov 2026, 3:30 pm');

    const mismatch = group(/^Amount differs \(/);
    expect(within(mismatch).getByRole('heading')).toHaveTextContent('Amount differs (1)');
    expect(within(mismatch).getByText('₹800')).toBeInTheDocument();
    expect(within(mismatch).getByText('₹500')).toBeInTheDocument();
    expect(within(mismatch).getByRole('link', { name: /^Show in queue.*Patient 3$/ })).toHaveAttribute(
      'href',
      '/admin?proof=appt-3',
    );

    const missing = group(/^Not on the statement \(/);
    expect(within(missing).getByText('Patient 4').closest('tr')).toHaveTextContent('22 Nov 2026');

    expect(group(/^Duplicated on the statement \(/)).toHaveTextContent(
      'Duplicated on the statement (0)No UTR appears on more than one credit.',
    );
    expect(within(group(/^Duplicated on the statement \(/)).queryByRole('table')).not.toBeInTheDocument();

    const unclaimed = within(group(/^Credits no one has claimed \(/)).getByRole('row', {
      name: /CASH DEPOSIT/,
    });
    expect(unclaimed).toHaveTextContent('—');
    expect(unclaimed).toHaveTextContent('₹2,500');
    expect(unclaimed).toHaveTextContent('5 Nov 2026');
  });

  it('approves the matched proofs in one click, then shows what was approved and what was skipped', async () => {
    const { api, user } = await openPanel();
    await readStatement(user);
    const listsBefore = api.listCalls().length;

    await user.click(screen.getByRole('button', { name: 'Approve 2 matched' }));

    const [, init] = api.calls((url) => url === APPLY_PATH)[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ appointmentIds: ['appt-1', 'appt-2'] });
    expect((init.headers as Record<string, string>).token).toBe(STAFF_TOKEN);

    const result = await screen.findByText(/1 payment approved\./);
    const box = result.closest('[role="status"]')!;
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent('1 proof was left alone:');
    expect(box).toHaveTextContent('Patient 2: Someone else already decided this payment.');
    expect(await screen.findByText('Approved 1 payment; 1 skipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve \d+ matched/ })).not.toBeInTheDocument();
    // The queue and its count are asked for again.
    await waitFor(() => expect(api.listCalls().length).toBeGreaterThan(listsBefore));
  });

  it('offers nothing to approve when nothing matched, and says an approval failure in the panel', async () => {
    const { user } = await openPanel(() => json(500, { success: false, message: 'Database unavailable' }));
    await readStatement(user, statementAnswer({ matched: [] }));
    expect(screen.getByRole('button', { name: 'Approve 0 matched' })).toBeDisabled();
    expect(group(/^Matched \(/)).toHaveTextContent('No pending proof matches a credit on this statement.');

    await readStatement(user);
    await user.click(screen.getByRole('button', { name: 'Approve 2 matched' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Approve 2 matched' })).toBeEnabled();
  });
});
