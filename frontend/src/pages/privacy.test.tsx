import type { PrivacyNoticeResponse } from '@umang/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import commonHi from '@/locales/hi/common.json';
import errorsHi from '@/locales/hi/errors.json';
import privacyHi from '@/locales/hi/privacy.json';
import { renderWithQuery } from '@/test/query';
import PrivacyPage from './privacy';

const FACTS: PrivacyNoticeResponse = {
  success: true,
  version: '2026-12',
  grievanceEmail: 'grievance@umang.example',
  enquiryRetentionDays: 365,
  unpaidAppointmentRetentionDays: 180,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The notice's facts as the server answers them, one answer per call. */
function serve(...answers: Response[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/privacy-notice') throw new Error(`unexpected call to ${url}`);
    return answers.shift() ?? json(200, FACTS);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('/privacy', () => {
  it('fills the notice with the server’s facts: version, grievance address and how long things are kept', async () => {
    const fetchMock = serve(json(200, FACTS));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy notice…');

    expect(await screen.findByText('Version 2026-12')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Asked without the session, as the page preloads it.
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'token',
    );
    expect(screen.getByText('Messages from the contact form: 365 days.')).toBeInTheDocument();
    expect(
      screen.getByText('Appointments cancelled or released without payment: 180 days.'),
    ).toBeInTheDocument();
    const grievance = screen.getAllByRole('link', { name: 'grievance@umang.example' });
    expect(grievance.length).toBeGreaterThanOrEqual(2);
    for (const link of grievance) expect(link).toHaveAttribute('href', 'mailto:grievance@umang.example');
    expect(
      screen.getByText(/We reply within 7 days and give you our decision within 30 days\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    expect(screen.getByText(/only a scrambled form of it \(a hash\)/)).toBeInTheDocument();
    expect(screen.getByText(/not health details/)).toBeInTheDocument();
    expect(
      screen.getByText('We never sell your information and never use it for advertising.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('lists its sections for screen readers, each link leading to its heading', async () => {
    serve(json(200, FACTS));
    renderPage();
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Who we are',
      'What we keep',
      'Why we use it',
      'Who sees it',
      'How long we keep it',
      'Children',
      'Your rights',
      'Changes to this notice',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('region', { name: 'Your rights' })).toBeInTheDocument();
  });

  it('offers Retry when the facts could not be loaded', async () => {
    serve(json(503, { success: false }), json(200, FACTS));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the privacy notice just now.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Version 2026-12')).toBeInTheDocument();
  });

  it('reads in Hindi with the same facts', async () => {
    serve(json(200, FACTS));
    i18n.addResourceBundle('hi', 'common', commonHi, true, true);
    i18n.addResourceBundle('hi', 'errors', errorsHi, true, true);
    i18n.addResourceBundle('hi', 'privacy', privacyHi, true, true);
    await i18n.changeLanguage('hi');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'निजता सूचना' })).toBeInTheDocument();
    expect(await screen.findByText('संस्करण 2026-12')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपके अधिकार' })).toBeInTheDocument();
    expect(screen.getByText('संपर्क फ़ॉर्म से आए संदेश: 365 दिन।')).toBeInTheDocument();
    expect(screen.getByText('बिना पेमेंट के रद्द या छोड़ी गई अपॉइंटमेंट: 180 दिन।')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'grievance@umang.example' })[0]).toHaveAttribute(
      'href',
      'mailto:grievance@umang.example',
    );
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/my-profile');
  });
});
