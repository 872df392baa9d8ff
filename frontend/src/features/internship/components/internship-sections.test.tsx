import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InternTestimonials } from './intern-testimonials';
import { InternVideo } from './intern-video';
import { StudentBenefitsCard } from './student-benefits-card';

describe('StudentBenefitsCard', () => {
  it('lists the five benefits and links Save Your Spot to /contact', () => {
    render(
      <MemoryRouter>
        <StudentBenefitsCard />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'BA/BSc/MA/MSc Psychology students' })).toBeInTheDocument();
    const benefits = within(screen.getByRole('list', { name: 'Programme benefits' })).getAllByRole(
      'listitem',
    );
    expect(benefits).toHaveLength(5);
    const expected = [
      /real-world mental health exposure/i,
      /case observations.*psychometric tools/i,
      /hands-on training/i,
      /psychologists, psychiatrists, social workers/i,
      /ICD-11, DSM-5, CBT, DBT and ABA/,
    ];
    benefits.forEach((item, i) => expect(item).toHaveTextContent(expected[i]!));

    expect(screen.getByRole('link', { name: 'Save Your Spot' })).toHaveAttribute('href', '/contact');
  });
});

describe('InternVideo', () => {
  it('renders a video with controls, both sources, a poster and the exact fallback text', () => {
    const { container } = render(<InternVideo />);
    const video = container.querySelector('video')!;

    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/assets/internship/intern-experience-poster.webp');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/assets/internship/intern-experience.webm',
      '/assets/internship/intern-experience.mp4',
    ]);
    // The silent clip has a text alternative, tied to the player.
    const description = document.getElementById(video.getAttribute('aria-describedby')!);
    expect(description).toHaveTextContent(/play-therapy session/);
  });
});

describe('InternTestimonials', () => {
  it('shows six testimonials, exactly one mentioning Sector 40', () => {
    render(<InternTestimonials />);
    const cards = within(screen.getByRole('list', { name: 'Intern testimonials' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards.filter((card) => card.textContent?.includes('Sector 40'))).toHaveLength(1);
    cards.forEach((card) => expect(within(card).getByRole('blockquote')).toBeInTheDocument());
  });
});
