import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSelect } from './filter-bar';

const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
] as const;

function Bar({ onChange = vi.fn(), value = '' }: { onChange?: (value: string) => void; value?: string }) {
  return (
    <FilterBar label="Filter colours" className="lg:max-w-3xl">
      <FilterSelect
        id="colour"
        label="Colour"
        hint="Pick one"
        value={value}
        allLabel="All colours"
        options={COLOURS}
        onChange={onChange}
      />
    </FilterBar>
  );
}

describe('FilterBar and FilterSelect', () => {
  it('names the form and lists the show-everything choice first', () => {
    render(<Bar />);
    expect(screen.getByRole('form', { name: 'Filter colours' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveAccessibleDescription('Pick one');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All colours', 'Red', 'Blue']);
  });

  it('reports the chosen value, and "" for the show-everything choice', async () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} value="red" />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    await userEvent.selectOptions(select, 'Blue');
    expect(onChange).toHaveBeenLastCalledWith('blue');
    await userEvent.selectOptions(select, 'All colours');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('does not reload the page when Enter submits the form', () => {
    render(<Bar />);
    const submitted = fireEvent.submit(screen.getByRole('form', { name: 'Filter colours' }));
    expect(submitted).toBe(false); // the default (a page load) was prevented
  });
});
