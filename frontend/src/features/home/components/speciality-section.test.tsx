import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import homeHi from '@/locales/hi/home.json';
import { SpecialitySection } from './speciality-section';
import { StatsList } from './stats-list';

describe('home page in Hindi', () => {
  it('names the specialities in Hindi but still filters the team list by the API value', async () => {
    i18n.addResourceBundle('hi', 'home', homeHi, true, true);
    await i18n.changeLanguage('hi');
    render(
      <MemoryRouter>
        <SpecialitySection />
      </MemoryRouter>,
    );
    const section = document.getElementById('speciality')!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('हमारे विशेषज्ञ');
    expect(within(section).getByRole('link', { name: 'मनोचिकित्सक' })).toHaveAttribute(
      'href',
      '/doctors?speciality=Psychiatrist',
    );
  });

  it('keeps the figures in international digits under Hindi labels', async () => {
    i18n.addResourceBundle('hi', 'home', homeHi, true, true);
    await i18n.changeLanguage('hi');
    render(<StatsList />);
    const term = screen.getByText('संतुष्ट मरीज़');
    expect(term.parentElement).toHaveTextContent('1,000+');
  });
});
