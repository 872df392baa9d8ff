import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CENTRE } from '@/content/centre';
import { i18n } from '@/i18n';
import contactHi from '@/locales/hi/contact.json';
import { ToastContainer } from '@/lib/toast';
import { ContactForm } from './contact-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const VALID = {
  Name: 'Asha Verma',
  Email: 'asha@example.in',
  Phone: '9876543210',
  Subject: 'Speech therapy',
  Message: 'Which days can we come for a first assessment?',
};

const renderForm = () =>
  render(
    <>
      <ContactForm />
      <ToastContainer />
    </>,
  );

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm validation', () => {
  it.each([
    ['an empty field', { ...VALID, Subject: '' }, 'All fields are required!', 'Subject'],
    ['a malformed e-mail', { ...VALID, Email: 'asha@example' }, 'Invalid email format.', 'Email'],
    [
      'a phone number not starting 6-9',
      { ...VALID, Phone: '5876543210' },
      'Invalid phone number format. Must be a 10-digit number starting with 6-9.',
      'Phone',
    ],
  ])(
    'refuses %s with the fixed message, once, by the field, and sends nothing',
    async (_, values, message, field) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      renderForm();
      const user = await fill(values);
      await submit(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByText(message)).toHaveLength(1); // not also as a toast
      const input = screen.getByLabelText(field, { exact: false });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const inline = document.getElementById(`contact-${field.toLowerCase()}-error`);
      expect(inline).toHaveAttribute('role', 'alert');
      expect(inline).toHaveTextContent(message);
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(input).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('treats a field of only spaces as empty', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    const user = await fill({ ...VALID, Name: '   ' });
    await submit(user);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('All fields are required!')).toHaveLength(1);
  });
});

describe('ContactForm sending', () => {
  it('shows Sending... while pending, then the success message, and clears the form', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = await fill(VALID);
    await submit(user);

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/econtact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      subject: 'Speech therapy',
      message: 'Which days can we come for a first assessment?',
    });

    answer(json(200, { success: true, message: 'Message sent successfully!' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of Object.keys(VALID)) {
      expect(screen.getByLabelText(label, { exact: false })).toHaveValue('');
    }
  });

  it("shows the server's reason for a 400 and keeps what was typed", async () => {
    const reason = 'Please keep the message under 5000 characters.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { success: false, message: reason, error: reason })),
    );
    renderForm();
    const user = await fill(VALID);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Message')).toHaveValue(VALID.Message);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server fails',
      () => Promise.resolve(json(503, { success: false, message: 'Database unavailable' })),
    ],
  ])('says the message did not go and offers the centre’s phone when %s', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(answer));
    renderForm();
    const user = await fill(VALID);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send your message.');
    expect(alert).toHaveTextContent(`call us on ${CENTRE.phoneDisplay} (${CENTRE.hours})`);
    expect(within(alert).getByRole('link', { name: CENTRE.phoneDisplay })).toHaveAttribute(
      'href',
      CENTRE.phoneHref,
    );
    expect(screen.getAllByText('We could not send your message.')).toHaveLength(1); // no toast as well
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });
});

describe('ContactForm in Hindi', () => {
  const inHindi = () => {
    i18n.addResourceBundle('hi', 'contact', contactHi, true, true);
    return act(() => i18n.changeLanguage('hi'));
  };

  it('says what to fix in the language shown, and a switch keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await inHindi();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('नाम'), 'आशा वर्मा');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('सभी खाने भरना ज़रूरी है!');
    expect(screen.getByLabelText('ईमेल')).toHaveFocus();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required!');
    expect(screen.getByLabelText('Name')).toHaveValue('आशा वर्मा');
  });

  it('offers the phone and the hours in Hindi when the message did not go', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await inHindi();
    renderForm();
    const user = userEvent.setup();
    for (const [label, value] of [
      ['नाम', VALID.Name],
      ['ईमेल', VALID.Email],
      ['फ़ोन', VALID.Phone],
      ['विषय', VALID.Subject],
      ['संदेश', VALID.Message],
    ] as const) {
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    }
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपका संदेश नहीं भेजा जा सका।');
    expect(alert).toHaveTextContent(`${CENTRE.phoneDisplay} पर कॉल करें (${i18n.t('common:centre.hours')})`);
    expect(within(alert).getByRole('link', { name: CENTRE.phoneDisplay })).toHaveAttribute(
      'href',
      CENTRE.phoneHref,
    );
  });
});
