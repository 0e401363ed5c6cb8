import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationRange } from './Pagination';

/**
 * Page navigation for lists and tables. Controlled: `page` (from 1), `pageCount`, `onPageChange`.
 * Every text is a prop: `label` ('Paginação'), `previousLabel`, `nextLabel` and `pageLabel(n)`
 * ('Página 3'). Long ranges collapse with ellipses; on small screens only previous / 'n / total' /
 * next remain. Renders nothing for a single page.
 */
const meta = {
  title: 'Básicos/Pagination',
  id: 'basicos-pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 5,
    onPageChange: fn(),
    label: 'Paginação',
    previousLabel: 'Anterior',
    nextLabel: 'Próxima',
    pageLabel: (n: number) => `Página ${n}`,
  },
  parameters: {
    localeArgs: { en: { label: 'Pagination', previousLabel: 'Previous', nextLabel: 'Next', pageLabel: (n: number) => `Page ${n}` } },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');

    // Keyboard: Tab from page 3 through 4 and 5 to 'Próxima', Enter.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const n of [1, 9, 10, 11, 42]) await expect(canvas.getByRole('button', { name: `Página ${n}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Página 5' })).toBeNull();
    await expect(paginationRange(1, 42)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 42]);
    await expect(paginationRange(42, 42)).toEqual([1, 'ellipsis-start', 38, 39, 40, 41, 42]);
  },
};

export const LastPage: Story = { args: { page: 5 } };

/** One page: nothing is rendered. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { page: 2, disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: { page: 3, pageCount: 8, previousLabel: 'Página anterior de resultados', nextLabel: 'Próxima página de resultados' },
};

export const Mobile: Story = {
  args: { page: 10, pageCount: 42 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
