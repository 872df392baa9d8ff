import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('gives the table its caption, column headings and rows, and passes props to the box', () => {
    render(
      <DataTable caption="Things" columns={['Name', 'Size']} aria-busy={true}>
        <tr>
          <td>Kite</td>
          <td>Large</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Size']);
    expect(screen.getByRole('cell', { name: 'Kite' })).toBeInTheDocument();
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
  });
});

describe('BreakableEmail', () => {
  it('offers a line break just before the @ and keeps the address whole', () => {
    const { container } = render(
      <p>
        <BreakableEmail email="asha.rao@umang.example" />
      </p>,
    );
    expect(container.textContent).toBe('asha.rao@umang.example');
    expect(container.querySelector('wbr')?.nextSibling?.textContent).toBe('@umang.example');
  });

  it('leaves an address without a name before the @ as it is', () => {
    const { container } = render(
      <p>
        <BreakableEmail email="@odd" />
      </p>,
    );
    expect(container.querySelector('wbr')).toBeNull();
    expect(container.textContent).toBe('@odd');
  });
});
