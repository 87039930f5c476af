import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CursorPagination, type CursorPaginationProps } from './CursorPagination';

const total = 134;
const pageSize = 20;

/** Keeps the page in state so that the controls work in the canvas (134 items, 20 a page). */
function StatefulCursorPagination({ page: initialPage, onNext, onPrevious, ...props }: CursorPaginationProps) {
  const [page, setPage] = useState(initialPage);
  const last = Math.ceil(total / pageSize);
  return (
    <CursorPagination
      {...props}
      page={page}
      count={page === last ? total - (last - 1) * pageSize : pageSize}
      hasNext={page < last}
      onNext={() => {
        setPage(page + 1);
        onNext();
      }}
      onPrevious={() => {
        setPage(page - 1);
        onPrevious();
      }}
    />
  );
}

const meta = {
  title: 'UI/CursorPagination',
  component: CursorPagination,
  render: (args) => <StatefulCursorPagination {...args} />,
  args: { page: 1, pageSize, count: pageSize, total, hasNext: true, onNext: fn(), onPrevious: fn() },
} satisfies Meta<typeof CursorPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories run in every locale, so plays find the buttons by position, not by name.
const buttons = (canvasElement: HTMLElement) => {
  const [previous, next] = within(canvasElement).getAllByRole('button');
  return { previous: previous!, next: next! };
};

/** The first page: nowhere to go back to, so Previous is disabled (not hidden). */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).previous).toBeDisabled();
    await expect(buttons(canvasElement).next).toBeEnabled();
  },
};

/** "21–40 of 134", both ways open. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const { previous, next } = buttons(canvasElement);
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(previous);
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await userEvent.unhover(previous);
  },
};

/** The last page: Next is disabled, and focus that was on it moves to Previous. */
export const LastPage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    await userEvent.click(buttons(canvasElement).next);
    await expect(buttons(canvasElement).next).toBeDisabled();
    await expect(buttons(canvasElement).previous).toHaveFocus();
    await userEvent.unhover(buttons(canvasElement).next);
  },
};

/** A list that does not count its items shows the range alone. */
export const UnknownTotal: Story = { args: { page: 3, total: undefined } };
