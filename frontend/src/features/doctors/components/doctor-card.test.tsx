import { type Doctor, SLOT_TIMES } from '@umang/common';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import doctorsHi from '@/locales/hi/doctors.json';
import { DoctorCard } from './doctor-card';

// Monday 23 November 2026, 11:10 IST: the morning's first three slots have started.
const NOW = new Date('2026-11-23T05:40:00Z');

const doctor = (overrides: Partial<Doctor> = {}): Doctor => ({
  _id: 'd1',
  name: 'Dr. Kavya Iyer',
  image: '/assets/doctors/kavya-iyer.svg',
  speciality: 'Psychologist',
  degree: 'MA',
  experience: 7,
  about: '',
  fees: 1500,
  available: true,
  address: { line1: '', line2: '' },
  slots_booked: {},
  blockedSlots: [],
  ...overrides,
});

const renderCard = (d: Doctor) =>
  render(
    <MemoryRouter>
      <ul>
        <DoctorCard doctor={d} />
      </ul>
    </MemoryRouter>,
  );

const FULL_DAY = [...SLOT_TIMES];

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('DoctorCard', () => {
  it('shows fee, experience and the next free time after booked and blocked ones', () => {
    renderCard(
      doctor({
        slots_booked: { '23_11_2026': ['11:30'] },
        blockedSlots: [{ date: '23_11_2026', times: ['12:00'] }],
      }),
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('₹1,500 fee · 7 years of experience');
    expect(card).toHaveTextContent('Next free: Mon 23 Nov, 12:30 pm');
  });

  it('moves to the next open day when today is full', () => {
    renderCard(doctor({ slots_booked: { '23_11_2026': FULL_DAY } }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Next free: Tue 24 Nov, 10:00 am');
  });

  it('says when nothing is free in the next 7 days', () => {
    // Every slot of the 14 days scanned from today, across the month's end.
    const dayKey = (offset: number) => {
      const d = new Date(Date.UTC(2026, 10, 23 + offset));
      return `${d.getUTCDate()}_${d.getUTCMonth() + 1}_2026`;
    };
    const booked = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [dayKey(i), FULL_DAY]));
    renderCard(doctor({ slots_booked: booked }));
    expect(screen.getByRole('listitem')).toHaveTextContent('No free time in the next 7 days');
  });

  it('shows no next time for a doctor not taking appointments', () => {
    renderCard(doctor({ available: false }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Not Available');
    expect(screen.getByRole('listitem')).not.toHaveTextContent(/Next free|No free time/);
  });

  it('reads in Hindi: the speciality, fee, years and next free day, with the name as stored', async () => {
    i18n.addResourceBundle('hi', 'doctors', doctorsHi);
    await i18n.changeLanguage('hi');
    renderCard(doctor());
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Dr. Kavya Iyer');
    expect(card).toHaveTextContent('मनोवैज्ञानिक');
    expect(card).toHaveTextContent('₹1,500 फ़ीस · 7 साल का अनुभव');
    expect(card).toHaveTextContent('अगला खाली समय: सोम 23 नव॰');
  });
});
