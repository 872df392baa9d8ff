import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeRow, renderScreen, serve, STAFF_TOKEN, startStaffSession } from '../test-utils';

const FILE = 'receipt-UMG-2026-27-000003.pdf';
/** The files the screen handed to the browser's download, by name. */
let saved: string[];

/** The staff API of `serve`, with the receipt route answering `receipt`. */
function serveWithReceipts(receipt: (url: string) => Response) {
  const api = serve([makeRow(1), makeRow(3, 'accepted')]);
  const fetchMock = vi.fn((url: string, init?: RequestInit) =>
    url.endsWith('/receipt') ? Promise.resolve(receipt(url)) : api.fetchMock(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  startStaffSession();
  saved = [];
  // jsdom has no object URLs and no downloads: record what would be saved instead.
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PaymentsScreen receipts', () => {
  it('shows an accepted payment’s receipt number and saves its PDF with the staff token', async () => {
    const fetchMock = serveWithReceipts(
      () =>
        new Response('%PDF-1.3', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${FILE}"`,
          },
        }),
    );
    renderScreen('/admin?status=accepted');
    const row = (await screen.findByText('Patient 3')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Receipt' })).toBeInTheDocument();
    expect(row).toHaveTextContent('UMG/2026-27/000003');

    await userEvent.click(within(row).getByRole('button', { name: 'Receipt of the payment of Patient 3' }));
    await waitFor(() => expect(saved).toEqual([FILE]));
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.endsWith('/receipt'))!;
    expect(url).toBe('/api/admin/payments/appt-3/receipt');
    expect(init!.headers).toMatchObject({ token: STAFF_TOKEN });
    expect(within(row).getByRole('status')).toHaveTextContent(`Saved as ${FILE}`);
  });

  it('says why in an error toast when the receipt cannot be had', async () => {
    serveWithReceipts(() =>
      json(409, { success: false, message: 'This appointment is not paid yet, so it has no receipt' }),
    );
    renderScreen('/admin?status=accepted');
    const row = (await screen.findByText('Patient 3')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Receipt/ }));
    expect(
      await screen.findByText('This appointment is not paid yet, so it has no receipt'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers no receipt on pending rows', async () => {
    serveWithReceipts(() => json(500, {}));
    renderScreen();
    const row = (await screen.findByText('Patient 1')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /^Receipt/ })).toBeNull();
  });
});
