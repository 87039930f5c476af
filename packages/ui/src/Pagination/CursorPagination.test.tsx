import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CursorPagination, type CursorPaginationProps } from './CursorPagination';

const renderPages = (props: Partial<CursorPaginationProps> = {}) => {
  const onNext = vi.fn();
  const onPrevious = vi.fn();
  const view = renderWithProviders(
    <CursorPagination
      page={2}
      pageSize={20}
      count={20}
      total={134}
      hasNext
      onNext={onNext}
      onPrevious={onPrevious}
      {...props}
    />,
  );
  return { ...view, onNext, onPrevious };
};

describe('CursorPagination', () => {
  it('is a named navigation landmark that says which items are shown, as a status', () => {
    renderPages();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('21–40 of 134');
  });

  it('moves back and forth', async () => {
    const { onNext, onPrevious } = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('disables, never hides, a button with nowhere to go, and a press on it does nothing', async () => {
    const { onPrevious, onNext } = renderPages({ page: 1, hasNext: false, count: 5, total: 5 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPrevious).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 5');
  });

  it('moves focus to Previous when Next leads to the last page', async () => {
    const { rerender, onNext } = renderPages({ page: 6, count: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
    rerender(
      <CursorPagination
        page={7}
        pageSize={20}
        count={14}
        total={134}
        hasNext={false}
        onNext={onNext}
        onPrevious={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('121–134 of 134');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('shows the range alone when the total is not known, and nothing while a page loads', () => {
    const { rerender } = renderPages({ page: 3, total: undefined });
    expect(screen.getByRole('status')).toHaveTextContent(/^41–60$/);
    rerender(
      <CursorPagination page={3} pageSize={20} count={0} hasNext={false} onNext={vi.fn()} onPrevious={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('CursorPagination while the next page loads', () => {
  it('keeps the pressed button focused and busy, then lets it go once the page is there', async () => {
    const onNext = vi.fn();
    const props = { pageSize: 20, total: 134, onNext, onPrevious: vi.fn() };
    const { rerender } = renderWithProviders(<CursorPagination {...props} page={1} count={20} hasNext />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
    // Page 2 asked for, not there yet: its next cursor is not known.
    rerender(<CursorPagination {...props} page={2} count={0} hasNext={false} isLoading />);
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toHaveFocus();
    expect(next).not.toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledOnce();
    rerender(<CursorPagination {...props} page={2} count={20} hasNext />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('21–40 of 134');
  });
});
