import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import benefitsHi from '@/locales/hi/benefits.json';
import GovernmentBenefitsPage from './government-benefits';

const renderPage = () =>
  render(
    <MemoryRouter>
      <GovernmentBenefitsPage />
    </MemoryRouter>,
  );

describe('GovernmentBenefitsPage', () => {
  it('offers the social worker’s help as a link to the contact page, inside its sentence', () => {
    renderPage();
    const ask = screen.getByRole('link', { name: 'ask us at the centre' });
    expect(ask).toHaveAttribute('href', '/contact');
    expect(ask.parentElement).toHaveTextContent(/fill in the paperwork — ask us at the centre\.$/);
  });

  it('keeps that link in Hindi', async () => {
    i18n.addResourceBundle('hi', 'benefits', benefitsHi, true, true);
    await i18n.changeLanguage('hi');
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('दिव्यांगजनों के लिए सरकारी लाभ');
    expect(screen.getByRole('link', { name: 'केंद्र पर हमसे पूछें' })).toHaveAttribute('href', '/contact');
  });
});
