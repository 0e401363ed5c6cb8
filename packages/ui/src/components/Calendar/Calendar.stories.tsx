import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar, CALENDAR_VIEWS, CALENDAR_WEEK_STARTS } from './Calendar';

const TODAY = new Date('2026-11-16T13:00:00Z');

const labelsPt = {
  viewSwitch: 'Visualização do calendário',
  week: 'Semana',
  month: 'Mês',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
};
const labelsEn = {
  viewSwitch: 'Calendar view',
  week: 'Week',
  month: 'Month',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

/**
 * The dashboard's calendar (Agenda), in a week or a month view switched by the toggle. Today is
 * marked (`aria-current="date"`); the arrow keys move between days, Home and End go to the ends of
 * the week and PageUp/PageDown move by a month; the previous/next buttons move by one period.
 * Weekday and month names come from `Intl` in the `locale` prop, read in America/Sao_Paulo.
 * Pass `today` so the story is deterministic.
 */
const meta = {
  title: 'Dashboard/Calendar',
  id: 'dashboard-calendar',
  component: Calendar,
  args: { title: 'Agenda', labels: labelsPt, today: TODAY, locale: 'pt-BR', defaultView: 'week', weekStartsOn: 0 },
  argTypes: {
    defaultView: { control: 'inline-radio', options: CALENDAR_VIEWS },
    view: { control: 'inline-radio', options: CALENDAR_VIEWS },
    weekStartsOn: { control: 'inline-radio', options: CALENDAR_WEEK_STARTS },
    locale: { control: 'inline-radio', options: ['pt-BR', 'en'] },
    today: { control: 'date' },
  },
  parameters: { localeArgs: { en: { title: 'Calendar', labels: labelsEn, locale: 'en' } } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Week view with today marked. Switching to the month view by mouse and back by keyboard. */
export const WeekView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getAllByRole('row')).toHaveLength(2); // header + one week
    const today = canvas.getByRole('button', { name: 'segunda-feira, 16 de novembro de 2026' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByText('15 – 21 de nov. de 2026')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'domingo' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Mês' }));
    await expect(canvas.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('novembro de 2026')).toBeInTheDocument();
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(6); // header + five weeks

    const weekButton = canvas.getByRole('button', { name: 'Semana' });
    weekButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(weekButton).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(2);
  },
};

export const MonthView: Story = {
  args: { defaultView: 'month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'domingo, 1 de novembro de 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'sábado, 5 de dezembro de 2026' })).toHaveAttribute('data-outside');
    await expect(canvas.getAllByRole('button', { current: 'date' })).toHaveLength(1);
  },
};

/** Arrow keys move between days (and into the next week), Home/End to the ends of the week, PageDown by a month. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mês' }));
    await userEvent.tab(); // from the view switch to the previous-month button
    await userEvent.tab();
    await userEvent.tab();
    const today = canvas.getByRole('button', { name: 'segunda-feira, 16 de novembro de 2026' });
    await expect(today).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'terça-feira, 17 de novembro de 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'terça-feira, 24 de novembro de 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'segunda-feira, 16 de novembro de 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'domingo, 15 de novembro de 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'sábado, 21 de novembro de 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: 'segunda-feira, 21 de dezembro de 2026' })).toHaveFocus();
    await expect(canvas.getByText('dezembro de 2026')).toBeInTheDocument();
    // Only the focused day is in the tab order (roving tabindex).
    await expect(canvasElement.querySelectorAll('[role="grid"] button[tabindex="0"]')).toHaveLength(1);

    // In the week view the arrows cross into the next week.
    await userEvent.click(canvas.getByRole('button', { name: 'Semana' }));
    canvas.getByRole('button', { name: 'segunda-feira, 21 de dezembro de 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'domingo, 27 de dezembro de 2026' })).toHaveFocus();
    await expect(canvas.getByText('27 de dez. de 2026 – 2 de jan. de 2027')).toBeInTheDocument();
  },
};

/** Previous and next buttons move by a week, or by a month in the month view. */
export const PreviousAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima semana' }));
    await expect(canvas.getByText('22 – 28 de nov. de 2026')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { current: 'date' })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Semana anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Semana anterior' }));
    await expect(canvas.getByText('8 – 14 de nov. de 2026')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Mês' }));
    const previousMonth = canvas.getByRole('button', { name: 'Mês anterior' });
    previousMonth.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('outubro de 2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByText('dezembro de 2026')).toBeInTheDocument();
  },
};

/** With `onSelectDate`, a click or Enter chooses a day. */
export const Selectable: Story = {
  args: { onSelectDate: fn(), selectedDate: '2026-11-18', defaultView: 'month' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('gridcell', { selected: true });
    await expect(selected).toHaveTextContent('18');
    await userEvent.click(canvas.getByRole('button', { name: 'sexta-feira, 20 de novembro de 2026' }));
    await expect(args.onSelectDate).toHaveBeenLastCalledWith('2026-11-20');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelectDate).toHaveBeenLastCalledWith('2026-11-21');
  },
};

/** Names in English come from `Intl` with `locale="en"`. */
export const English: Story = {
  args: { title: 'Calendar', labels: labelsEn, locale: 'en', defaultView: 'month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('November 2026')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Monday, November 16, 2026' })).toHaveAttribute('aria-current', 'date');
  },
};

export const WeekStartsOnMonday: Story = { args: { weekStartsOn: 1, defaultView: 'month' } };

export const Mobile: Story = {
  args: { defaultView: 'month' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
