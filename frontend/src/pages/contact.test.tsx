import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import contactHi from '@/locales/hi/contact.json';
import servicesHi from '@/locales/hi/services.json';
import ContactPage from './contact';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
  );

describe('ContactPage', () => {
  it("fills the subject in from a therapy card's link", () => {
    renderAt('/contact?about=aba-therapy');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('About ABA Therapy');
  });

  it('ignores an address that is not one of our therapies', () => {
    renderAt('/contact?about=<script>');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('speaks Hindi, subject included, with the address the post knows', async () => {
    i18n.addResourceBundle('hi', 'contact', contactHi, true, true);
    i18n.addResourceBundle('hi', 'services', servicesHi, true, true);
    await act(() => i18n.changeLanguage('hi'));
    renderAt('/contact?about=speech-and-language-therapy');

    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('विषय')).toHaveValue('स्पीच और लैंग्वेज थेरेपी के बारे में');
    expect(screen.getByText('खुलने का समय')).toBeInTheDocument();
    expect(screen.getByTitle(contactHi.map.title)).toBeInTheDocument();
    expect(
      screen.getByText('Plot 21, Sector 40, Gurugram, Haryana 122003, India', { selector: 'address' }),
    ).toBeInTheDocument();
  });
});
