import type { Doctor } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import { SpecialityFilter } from './speciality-filter';

const doctor = (i: number, speciality: string) =>
  ({ _id: `d${i}`, name: `Dr. ${i}`, speciality }) as unknown as Doctor;

let queryClient: QueryClient;
/** The list as the app would have it cached. */
const cached = (doctors: Doctor[]) =>
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors });

const renderFilter = () =>
  renderWithQuery(
    <MemoryRouter>
      <SpecialityFilter />
    </MemoryRouter>,
    { queryClient },
  );

beforeEach(() => {
  queryClient = createTestQueryClient();
});
afterEach(() => vi.unstubAllGlobals());

describe('SpecialityFilter', () => {
  it('holds its row while the doctors load, so the cards below do not jump when it appears', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the list is still on its way
    const { container } = renderFilter();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const placeholder = container.firstElementChild;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('invisible');
  });

  it('offers All and each speciality once the doctors are in', () => {
    cached([doctor(1, 'Psychologist'), doctor(2, 'Psychiatrist'), doctor(3, 'Psychologist')]);
    renderFilter();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['All', 'Psychiatrist', 'Psychologist']);
  });

  it('shows nothing when there is nothing to choose between', () => {
    cached([doctor(1, 'Psychologist')]);
    const { container } = renderFilter();
    expect(container).toBeEmptyDOMElement();
  });
});
