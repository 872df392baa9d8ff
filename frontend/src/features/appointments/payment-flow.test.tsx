import type { UserProfile } from '@umang/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { makeAppointment, QR_DATA_URL, renderPage, serve, startSession } from './test-utils';

const SUBMITTED = 'Payment details submitted. Awaiting verification.';
const UTR_HINT = 'The 12-digit UPI reference (UTR) shown in your payment app';
const NAME_HINT = 'As your bank shows it. Change it if you paid from someone else’s account.';

/** The patient's profile as the session holds it: only the name matters here. */
const signedInAs = (name: string) =>
  useSessionStore.setState({ userData: { name } as UserProfile, profileStatus: 'ready' });

/** Opens the payment panel of the only appointment and reveals the form. */
async function openForm() {
  const pay = await screen.findByRole('button', { name: 'Pay Online' });
  await userEvent.click(pay);
  await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
  return {
    name: screen.getByRole('textbox', { name: 'Name on the UPI account' }),
    utr: screen.getByRole('textbox', { name: 'UPI Transaction ID' }),
    submit: screen.getByRole('button', { name: 'Submit Payment Info' }),
  };
}

const posted = (calls: ReturnType<typeof serve>['calls']) => calls('/api/user/confirm-payment');

beforeEach(startSession);
afterEach(() => vi.unstubAllGlobals());

describe('My Appointment page: paying by UPI', () => {
  it('Pay Online opens the panel with the QR, remembers it was opened, and I have paid reveals the form', async () => {
    let sendQr = () => undefined as void;
    const { json } = serve([makeAppointment(1), makeAppointment(2)], {
      qr: () =>
        new Promise<Response>((resolve) => {
          sendQr = () =>
            resolve(
              json(200, {
                success: true,
                amount: 500,
                upiUri: 'upi://pay?pa=umang@upi&am=500',
                qr: QR_DATA_URL,
              }),
            );
        }),
    });
    renderPage();
    const pay = within(await screen.findByRole('article', { name: 'Dr. Test 1' })).getByRole('button', {
      name: 'Pay Online',
    });
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pay);

    expect(pay).toHaveTextContent('Hide Payment');
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(pay.getAttribute('aria-controls')!)!;
    // Opened below the card: brought into view, and the reader starts at its heading.
    const heading = within(panel).getByRole('heading', { name: /Pay the amount/ });
    expect(heading).toHaveFocus();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading the QR code');
    sendQr();
    const qr = await within(panel).findByRole('img', { name: 'UPI QR code for ₹500 to Umang' });
    expect(qr).toHaveAttribute('src', QR_DATA_URL);
    expect(within(panel).getByRole('heading', { name: /Pay the amount/ })).toHaveTextContent('₹500');
    expect(within(panel).getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=umang@upi&am=500',
    );
    expect(within(panel).getByRole('note')).toHaveTextContent(
      'After scanning and paying, please submit your payment details below so we can verify your payment.',
    );
    expect(JSON.parse(localStorage.getItem('openedPayments')!)).toEqual({ a1: true });
    expect(JSON.parse(localStorage.getItem('selectedAppointmentId')!)).toBe('a1');

    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'I have paid' }));
    expect(within(panel).getByRole('textbox', { name: 'Name on the UPI account' })).toHaveFocus();
    expect(within(panel).getByRole('textbox', { name: 'UPI Transaction ID' })).toHaveAccessibleDescription(
      UTR_HINT,
    );

    // Only one panel at a time: opening the second closes the first.
    await userEvent.click(screen.getByRole('button', { name: 'Pay Online' }));
    expect(screen.getAllByRole('button', { name: 'Hide Payment' })).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Dr. Test 1' })).queryByRole('note')).toBeNull();
  });

  it('explains a QR code that did not load, and Retry fetches it again', async () => {
    let failures = 1;
    const { json } = serve([makeAppointment(1)], {
      qr: () =>
        failures-- > 0
          ? json(500, { success: false })
          : json(200, { success: true, amount: 500, upiUri: 'upi://pay', qr: QR_DATA_URL }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
    expect(await screen.findByText('We could not load the QR code just now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'UPI QR code for ₹500 to Umang' })).toBeInTheDocument();
  });

  it('shows the payee’s UPI ID and name as text, and copies the UPI ID', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValueOnce();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve([makeAppointment(1)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
    expect(await screen.findByText('umang@upi')).toBeInTheDocument();
    expect(screen.getByText('Umang Centre')).toBeInTheDocument();

    const copy = screen.getByRole('button', { name: 'Copy UPI ID' });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('umang@upi');
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');

    // No clipboard to write to: say so, and the UPI ID stays there to select.
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await userEvent.click(copy);
    expect(
      await screen.findByText('Could not copy. Please select the UPI ID and copy it yourself.'),
    ).toHaveAttribute('role', 'status');
  });

  it('starts with the patient’s own name, which stays editable', async () => {
    serve([makeAppointment(1)]);
    signedInAs('Asha Verma');
    renderPage();
    const { name } = await openForm();
    expect(name).toHaveValue('Asha Verma');
    expect(name).toHaveAccessibleDescription(NAME_HINT);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ravi Verma');
    expect(name).toHaveValue('Ravi Verma');
  });

  it('asks for each empty field beside it, only there (no toast), and sends nothing', async () => {
    const { calls } = serve([makeAppointment(1)]);
    renderPage();
    const { name, utr, submit } = await openForm();
    await userEvent.type(name, '   ');
    await userEvent.click(submit);

    const nameMissing = 'Please enter the name on the UPI account you paid from.';
    const utrMissing = 'Please enter the UPI transaction ID from your payment app.';
    expect(screen.getAllByText(nameMissing)).toHaveLength(1);
    expect(screen.getAllByText(utrMissing)).toHaveLength(1);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`${NAME_HINT} ${nameMissing}`);
    expect(utr).toHaveAccessibleDescription(`${UTR_HINT} ${utrMissing}`);
    expect(name).toHaveFocus();
    expect(posted(calls)).toHaveLength(0);
  });

  it.each([
    ['12345678901', 'The UPI transaction ID has 12 digits; you entered 11.'],
    ['4182 7364 55123', 'The UPI transaction ID has 12 digits; you entered 13.'],
    ['41827364551a', 'The UPI transaction ID has digits only, no letters or symbols.'],
  ])('says exactly what is wrong with %j, keeps the hint, and sends nothing', async (typed, problem) => {
    const { calls } = serve([makeAppointment(1)]);
    signedInAs('Asha Verma');
    renderPage();
    const { utr, submit } = await openForm();
    await userEvent.type(utr, typed);
    await userEvent.click(submit);

    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(utr).toHaveAccessibleDescription(`${UTR_HINT} ${problem}`);
    expect(utr).toHaveFocus();
    expect(screen.getAllByText(problem)).toHaveLength(1);
    expect(posted(calls)).toHaveLength(0);
  });

  it('sends the details without spaces, confirms, remembers it, hides the panel and shows Verifying Payment...', async () => {
    const { calls } = serve([makeAppointment(1)]);
    renderPage();
    const { name, utr, submit } = await openForm();
    await userEvent.type(name, '  Asha Verma ');
    await userEvent.type(utr, '4182 7364 5512');
    await userEvent.click(submit);

    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
    expect(JSON.parse(String(posted(calls)[0]![1]!.body))).toEqual({
      appointmentId: 'a1',
      name: 'Asha Verma',
      transactionId: '418273645512',
    });
    expect(JSON.parse(localStorage.getItem('paymentSubmittedAppointments')!)).toEqual({ a1: true });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Verifying Payment...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Pay Online|Cancel Appointment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr. Test 1' })).toHaveFocus();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serve([makeAppointment(1)], {
      confirm: () =>
        new Response(JSON.stringify({ success: false, message: 'This transaction ID was already used' }), {
          status: 409,
        }),
    });
    renderPage();
    const { name, utr, submit } = await openForm();
    await userEvent.type(name, 'Asha Verma');
    await userEvent.type(utr, '418273645512');
    await userEvent.click(submit);

    expect(await screen.findByText('This transaction ID was already used')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('This transaction ID was already used')).toHaveLength(1); // not toasted too
    expect(name).toHaveValue('Asha Verma');
    expect(utr).toHaveValue('418273645512');
    expect(submit).toBeEnabled();
    expect(localStorage.getItem('paymentSubmittedAppointments')).not.toContain('a1');
  });

  it('says "Failed to submit payment info" when the network fails', async () => {
    serve([makeAppointment(1)], { confirm: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    const { name, utr, submit } = await openForm();
    await userEvent.type(name, 'Asha Verma');
    await userEvent.type(utr, '418273645512');
    await userEvent.click(submit);

    expect(await screen.findByText('Failed to submit payment info')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('Failed to submit payment info')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Hide Payment' })).toBeInTheDocument();
  });

  it('shows the button as Submitting… while the details are on their way', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve([makeAppointment(1)], { confirm: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    const { name, utr, submit } = await openForm();
    await userEvent.type(name, 'Asha Verma');
    await userEvent.type(utr, '418273645512');
    await userEvent.click(submit);

    expect(submit).toHaveTextContent('Submitting…');
    expect(submit).toBeDisabled();
    answer(new Response(JSON.stringify({ success: true, message: SUBMITTED }), { status: 200 }));
    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
  });
});
