import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageItems, Pagination } from './pagination';

describe('page numbers', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('copes with a page outside the list', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
  });
});

function renderPagination(currentPage: number, totalPages: number) {
  return render(
    <MemoryRouter initialEntries={['/shop/listing?brand=b']}>
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={(page) => ({ search: `?brand=b&page=${page}` })} />
    </MemoryRouter>,
  );
}

describe('pagination', () => {
  it('links every page, marks the current one and offers Previous and Next', () => {
    renderPagination(2, 4);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/shop/listing?brand=b&page=4');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop/listing?brand=b&page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop/listing?brand=b&page=3');
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { unmount } = renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    unmount();
    renderPagination(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
  });

  it('is left out for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
