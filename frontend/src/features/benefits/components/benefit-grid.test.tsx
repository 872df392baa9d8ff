import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOVERNMENT_BENEFITS } from '@/content/benefits';
import { i18n } from '@/i18n';
import benefitsHi from '@/locales/hi/benefits.json';
import { BenefitGrid } from './benefit-grid';

describe('government benefits content', () => {
  it('has exactly 15 https links, the last being the UDID (Swavlamban) card portal', () => {
    expect(GOVERNMENT_BENEFITS).toHaveLength(15);
    GOVERNMENT_BENEFITS.forEach(({ link }) => expect(new URL(link).protocol).toBe('https:'));
    expect(GOVERNMENT_BENEFITS.at(-1)!.link).toBe('https://www.swavlambancard.gov.in/');
    expect(new Set(GOVERNMENT_BENEFITS.map((b) => b.id)).size).toBe(15);
    expect(new Set(GOVERNMENT_BENEFITS.map((b) => i18n.t(`benefits:items.${b.id}`))).size).toBe(15);
  });
});

describe('BenefitGrid', () => {
  it('shows 15 cards, each with its title and a Read More link opening its site in a new tab', () => {
    render(<BenefitGrid benefits={GOVERNMENT_BENEFITS} />);

    const list = screen.getByRole('list', { name: 'Government schemes and benefits' });
    expect(list).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(15);

    cards.forEach((card, i) => {
      const { id, link } = GOVERNMENT_BENEFITS[i]!;
      const title = i18n.t(`benefits:items.${id}`);
      expect(within(card).getByRole('heading', { name: title })).toBeInTheDocument();
      const readMore = within(card).getByRole('link');
      expect(readMore).toHaveTextContent(/^Read More/);
      expect(readMore).toHaveAttribute('href', link);
      expect(readMore).toHaveAttribute('target', '_blank');
      expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
      // The accessible name tells the fifteen links apart and warns about the new tab.
      expect(readMore).toHaveAccessibleName(`Read More about ${title} (opens in a new tab)`);
    });
  });

  it('speaks Hindi after a switch, with the same official links', async () => {
    i18n.addResourceBundle('hi', 'benefits', benefitsHi, true, true);
    await i18n.changeLanguage('hi');
    render(<BenefitGrid benefits={GOVERNMENT_BENEFITS} />);
    const list = screen.getByRole('list', { name: 'सरकारी योजनाएँ और लाभ' });
    const udid = within(list).getAllByRole('listitem').at(-1)!;
    expect(within(udid).getByRole('heading')).toHaveTextContent('UDID (स्वावलंबन) कार्ड के फ़ायदे');
    const readMore = within(udid).getByRole('link');
    expect(readMore).toHaveAccessibleName('UDID (स्वावलंबन) कार्ड के फ़ायदे के बारे में और पढ़ें (नए टैब में खुलेगा)');
    expect(readMore).toHaveAttribute('href', 'https://www.swavlambancard.gov.in/');
  });
});
