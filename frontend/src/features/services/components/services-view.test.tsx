import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CENTRE } from '@/content/centre';
import { THERAPY_SLUGS } from '@/content/therapies';
import { TREATMENT_SLUGS } from '@/content/treatments';
import { i18n } from '@/i18n';
import servicesEn from '@/locales/en/services.json';
import servicesHi from '@/locales/hi/services.json';
import { ServicesView } from './services-view';

// The same wiring as pages/services.tsx: the route's :section goes to the view.
function ServicesRoute() {
  const { section } = useParams();
  return <ServicesView section={section} />;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services/:section?" element={<ServicesRoute />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ServicesView', () => {
  it('shows the therapy overview for an unknown section', () => {
    renderAt('/services/Unknown');

    expect(screen.getByRole('heading', { level: 1, name: 'Our Therapies and Services' })).toBeInTheDocument();
    const therapies = within(screen.getByRole('list', { name: 'Therapies and services' }));
    expect(therapies.getAllByRole('listitem')).toHaveLength(12);
    THERAPY_SLUGS.forEach((slug) =>
      expect(therapies.getByRole('heading', { name: servicesEn.therapies[slug].name })).toBeInTheDocument(),
    );
    // Each therapy card is one link, to the contact form with that therapy as the subject.
    expect(therapies.getAllByRole('link')).toHaveLength(12);
    expect(therapies.getByRole('link', { name: 'Speech & Language Therapy' })).toHaveAttribute(
      'href',
      '/contact?about=speech-and-language-therapy',
    );

    const conditions = within(screen.getByRole('list', { name: 'Conditions we treat' }));
    expect(conditions.getAllByRole('link')).toHaveLength(10);
    TREATMENT_SLUGS.forEach((slug) =>
      expect(conditions.getByRole('link', { name: servicesEn.treatments[slug].condition })).toHaveAttribute(
        'href',
        `/services/${slug}`,
      ),
    );

    const emergency = screen.getByRole('region', { name: 'Emergency care' });
    const phones = within(emergency)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(phones).toEqual([CENTRE.phoneHref, 'tel:14416']);
    expect(CENTRE.phoneHref).toMatch(/^tel:/);
    expect(emergency).toHaveTextContent('112');
  });

  it('shows the overview for /services without a section, with no treatment marked current', () => {
    renderAt('/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Therapies and Services' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Treatments' }));
    expect(sidebar.getAllByRole('link')).toHaveLength(10);
    sidebar.getAllByRole('link').forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
  });

  it('renders a treatment page with its four sections and marks its sidebar link current', () => {
    renderAt('/services/ADHDTreatment');

    expect(screen.getByRole('heading', { level: 1, name: 'ADHD Treatment' })).toBeInTheDocument();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(0, 4)).toEqual(['Overview', 'Symptoms', 'Causes', 'Treatment']);
    expect(screen.queryByRole('list', { name: 'Therapies and services' })).not.toBeInTheDocument();

    const sidebar = within(screen.getByRole('navigation', { name: 'Treatments' }));
    expect(sidebar.getByRole('link', { name: 'ADHD Treatment' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'PTSD Treatment' })).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/doctors');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('treats a slug in the wrong case as unknown', () => {
    renderAt('/services/adhdtreatment');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Therapies and Services' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Treatments' }));
    sidebar.getAllByRole('link').forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
  });

  it('speaks Hindi after the switch, at the same addresses, and back in English after', async () => {
    i18n.addResourceBundle('hi', 'services', servicesHi, true, true);
    renderAt('/services/ADHDTreatment');
    await act(() => i18n.changeLanguage('hi'));

    expect(screen.getByRole('heading', { level: 1, name: 'ADHD का इलाज' })).toBeInTheDocument();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(0, 4)).toEqual(['परिचय', 'लक्षण', 'कारण', 'इलाज']);
    expect(screen.getByText(servicesHi.treatments.ADHDTreatment.overview[0] ?? '')).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'इलाज' }));
    expect(sidebar.getByRole('link', { name: 'PTSD का इलाज' })).toHaveAttribute(
      'href',
      '/services/PTSDTreatment',
    );
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute('href', '/doctors');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'ADHD Treatment' })).toBeInTheDocument();
  });

  it('shows the emergency numbers and the centre hours in Hindi', async () => {
    i18n.addResourceBundle('hi', 'services', servicesHi, true, true);
    renderAt('/services/all');
    await act(() => i18n.changeLanguage('hi'));

    const emergency = screen.getByRole('region', { name: 'इमरजेंसी में मदद' });
    expect(emergency).toHaveTextContent(i18n.t('common:centre.hours'));
    expect(emergency).toHaveTextContent('112');
    const therapies = within(screen.getByRole('list', { name: 'थेरेपी और सेवाएँ' }));
    expect(therapies.getByRole('link', { name: 'स्पीच और लैंग्वेज थेरेपी' })).toHaveAttribute(
      'href',
      '/contact?about=speech-and-language-therapy',
    );
  });
});
