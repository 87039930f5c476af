import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Pagination, type PaginationProps } from './Pagination';
import { pageItems } from './pageItems';

function Stateful(props: Omit<PaginationProps, 'onPageChange'> & { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const visiblePages = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent)
    .slice(1, -1);

describe('Pagination', () => {
  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Stateful page={1} pageCount={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    // Focus is not lost with the disabled button: it lands on the current page.
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  });

  it('marks the current page and moves with the page buttons', async () => {
    renderWithProviders(<Stateful page={1} total={95} pageSize={20} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–20 of 95');

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 81–95 of 95');
  });

  it('shows ellipses around the current page when there are many', () => {
    renderWithProviders(<Pagination page={6} total={248} onPageChange={() => {}} />);
    expect(visiblePages()).toEqual(['1', '…', '5', '6', '7', '…', '13']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 101–120 of 248');
  });

  it('formats numbers for the locale', () => {
    renderWithProviders(<Pagination page={1} pageCount={1240} onPageChange={() => {}} />, {
      locale: 'fr',
      messages: {
        'ui.Pagination.label': 'Pagination',
        'ui.Pagination.previous': 'Page précédente',
        'ui.Pagination.next': 'Page suivante',
        'ui.Pagination.page': 'Page {page, number}',
      },
    });
    expect(screen.getByRole('button', { name: 'Page 1\u202f240' })).toBeInTheDocument();
    expect(visiblePages().at(-1)).toBe('1\u202f240');
  });

  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [5, 10, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]],
    [10, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
  ])('lists the pages around page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });
});
