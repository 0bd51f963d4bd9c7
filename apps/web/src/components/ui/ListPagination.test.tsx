import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { ListPagination } from './ListPagination.tsx';

describe('ListPagination', () => {
  it('names its arrow buttons, which are only icons', () => {
    renderPage(<ListPagination page={2} pageSize={20} count={60} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByText('21–40 of 60')).toBeInTheDocument();
  });

  it('shows nothing when the list fits on one page', () => {
    const { container } = renderPage(
      <ListPagination page={1} pageSize={20} count={20} onChange={() => undefined} />,
    );
    expect(container.querySelector('.mantine-Pagination-root')).toBeNull();
  });
});
