import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAppointment, proof, RECEIPT_FILE, renderPage, serve, startSession } from './test-utils';

const card = (doctorName: string) => screen.getByRole('article', { name: doctorName });
const paid = (i: number) => makeAppointment(i, { payment: true, paymentProof: proof('accepted') });
/** The files the page handed to the browser's download, by name. */
let saved: string[];

beforeEach(() => {
  startSession();
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

describe('My Appointment page: the receipt of a paid appointment', () => {
  it('shows the receipt number and saves the PDF under the server’s name, with the patient’s token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = serve([paid(1)], {
      receipt: async () => {
        await gate;
        return new Response('%PDF-1.3', {
          headers: { 'Content-Disposition': `attachment; filename="${RECEIPT_FILE}"` },
        });
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Dr. Test 1' });
    expect(card('Dr. Test 1')).toHaveTextContent('Receipt no. UMG/2026-27/000001');

    const button = within(card('Dr. Test 1')).getByRole('button', {
      name: 'Download receipt for the appointment with Dr. Test 1 on Sat, 21 November 2026 at 10:30 am',
    });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Downloading…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.endsWith('/receipt'))!;
    expect(url).toBe('/api/user/appointments/a1/receipt');
    expect(init!.headers).toMatchObject({ token: 'patient-token' });

    release();
    await waitFor(() => expect(saved).toEqual([RECEIPT_FILE]));
    expect(button).toHaveTextContent('Download receipt');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(within(card('Dr. Test 1')).getByRole('status')).toHaveTextContent(`Saved as ${RECEIPT_FILE}`);
  });

  it('offers no receipt on an appointment that is not paid', async () => {
    serve([makeAppointment(1), makeAppointment(2, { paymentProof: proof('pending') })]);
    renderPage();
    await screen.findByRole('article', { name: 'Dr. Test 1' });
    for (const doctor of ['Dr. Test 1', 'Dr. Test 2']) {
      expect(within(card(doctor)).queryByRole('button', { name: /Download receipt/ })).toBeNull();
      expect(card(doctor)).not.toHaveTextContent('Receipt no.');
    }
  });

  it('says why in an error toast when the receipt cannot be had, and saves nothing', async () => {
    serve([paid(1)], {
      receipt: () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'This appointment is not paid yet, so it has no receipt',
            code: 'not_paid',
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderPage();
    await screen.findByRole('article', { name: 'Dr. Test 1' });
    await userEvent.click(within(card('Dr. Test 1')).getByRole('button', { name: /Download receipt/ }));
    expect(
      await screen.findByText('This appointment is not paid yet, so it has no receipt'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(within(card('Dr. Test 1')).getByRole('button', { name: /Download receipt/ })).toHaveTextContent(
      'Download receipt',
    );
  });
});
