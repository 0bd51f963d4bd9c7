import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable } from './PlainTable.tsx';

const rows = (
  <tbody>
    <tr>
      <td>Bedding and towels</td>
      <td data-align="right">9 kg</td>
    </tr>
  </tbody>
);

describe('PlainTable', () => {
  it('scrolls sideways in a box of its own below its minimum width, as Mantine’s scroll container did', () => {
    const { container } = render(
      <PlainTable minWidth={560} data-testid="packages">
        {rows}
      </PlainTable>,
    );
    const table = screen.getByTestId('packages');
    expect(table.tagName).toBe('TABLE');
    expect(table.style.minWidth).toBe('560px');
    const box = table.parentElement;
    expect(box).not.toBe(container);
    expect(box?.parentElement).toBe(container);
    expect(screen.getByRole('cell', { name: '9 kg' })).toHaveAttribute('data-align', 'right');
  });

  it('has no scroll box without a minimum width, and keeps the caller’s class and spacing', () => {
    const { container } = render(
      <PlainTable spacing="sm" className="examples" data-testid="examples">
        {rows}
      </PlainTable>,
    );
    const table = screen.getByTestId('examples');
    expect(table.parentElement).toBe(container);
    expect(table).toHaveClass('examples');
    expect(table.className.split(' ')).toHaveLength(2);
    expect(table.style.getPropertyValue('--plain-table-spacing')).toBe('var(--mantine-spacing-sm)');
  });
});
