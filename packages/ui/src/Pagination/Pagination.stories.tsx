import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state so that the controls work in the canvas. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 1, total: 248, pageSize: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories run in every locale, so plays find the controls by role and position, not by name.
function controls(canvasElement: HTMLElement) {
  const buttons = within(canvasElement).getAllByRole('button');
  return {
    previous: buttons[0]!,
    next: buttons[buttons.length - 1]!,
    current: within(canvasElement).getByRole('button', { current: 'page' }),
  };
}

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const { previous, current } = controls(canvasElement);
    await expect(previous).toBeDisabled();
    await expect(current).toHaveTextContent('1');
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(controls(canvasElement).next);
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
    await userEvent.click(controls(canvasElement).previous);
    await expect(controls(canvasElement).current).toHaveTextContent('6');
    await userEvent.unhover(controls(canvasElement).previous);
  },
};

export const LastPage: Story = {
  args: { page: 13 },
  play: async ({ canvasElement }) => {
    await expect(controls(canvasElement).next).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { page: 1, total: 7 },
};

/** Without a total there is no summary: the caller knows only how many pages there are. */
export const PageCountOnly: Story = {
  args: { page: 3, pageCount: 5, total: undefined },
};
