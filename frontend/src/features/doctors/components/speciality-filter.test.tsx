import type { Doctor } from '@umang/common';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDoctorsStore, useDoctorsStore } from '../store';
import { SpecialityFilter } from './speciality-filter';

const doctor = (i: number, speciality: string) =>
  ({ _id: `d${i}`, name: `Dr. ${i}`, speciality }) as unknown as Doctor;

const renderFilter = () =>
  render(
    <MemoryRouter>
      <SpecialityFilter />
    </MemoryRouter>,
  );

beforeEach(() => resetDoctorsStore());

describe('SpecialityFilter', () => {
  it('holds its row while the doctors load, so the cards below do not jump when it appears', () => {
    useDoctorsStore.setState({ status: 'loading' });
    const { container } = renderFilter();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const placeholder = container.firstElementChild;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('invisible');
  });

  it('offers All and each speciality once the doctors are in', () => {
    useDoctorsStore.setState({
      status: 'ready',
      doctors: [doctor(1, 'Psychologist'), doctor(2, 'Psychiatrist'), doctor(3, 'Psychologist')],
    });
    renderFilter();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['All', 'Psychiatrist', 'Psychologist']);
  });

  it('shows nothing when there is nothing to choose between', () => {
    useDoctorsStore.setState({ status: 'ready', doctors: [doctor(1, 'Psychologist')] });
    const { container } = renderFilter();
    expect(container).toBeEmptyDOMElement();
  });
});
