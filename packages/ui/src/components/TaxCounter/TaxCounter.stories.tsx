import { useRef, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TaxCounter, TAX_COUNTER_STATUSES } from './TaxCounter';
import { TAX_COUNTER_GROUPS } from './splitTaxCounter';

const groupLabelsPt = { tri: 'TRI', bi: 'BI', mi: 'MI', mil: 'MIL', reais: 'REAIS', cent: 'CENT' } as const;
const groupLabelsEn = { tri: 'TRIL', bi: 'BIL', mi: 'MIL', mil: 'THOU', reais: 'REAIS', cent: 'CENTS' } as const;

/**
 * The live tax counter (impostômetro) of the dashboard's side column. It starts at `value` (the
 * API's `Valor`) and adds `increment` (`Incremento`) every 500 ms, shown in the digit groups TRI,
 * BI, MI, MIL, REAIS and CENT. The ticking state lives inside the component, so the dashboard
 * around it never re-renders on a tick. Screen readers get the `label` and the amount in BRL, and
 * are not interrupted by each tick (`role="timer"`, `aria-live="off"`).
 * Pass `running={false}` to pause it (stories are paused unless they test the ticking).
 */
const meta = {
  title: 'Dashboard/TaxCounter',
  id: 'dashboard-taxcounter',
  component: TaxCounter,
  args: {
    title: 'Impostômetro',
    label: 'Total de impostos pagos pelos brasileiros em 2026',
    groupLabels: groupLabelsPt,
    value: 3_456_789_012_345.67,
    increment: 12_345.5,
    running: false,
    caption: 'Valor estimado desde 1º de janeiro',
    status: 'ready',
    loadingText: 'Carregando impostômetro…',
    errorText: 'Não foi possível carregar o impostômetro.',
    retryLabel: 'Tentar novamente',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: TAX_COUNTER_STATUSES },
    value: { control: { type: 'number' } },
    increment: { control: { type: 'number' } },
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Tax counter',
        label: 'Total taxes paid by Brazilians in 2026',
        groupLabels: groupLabelsEn,
        caption: 'Estimated amount since January 1st',
        loadingText: 'Loading tax counter…',
        errorText: 'Could not load the tax counter.',
        retryLabel: 'Try again',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TaxCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

const digitsOf = (root: HTMLElement) =>
  TAX_COUNTER_GROUPS.map((key) => root.querySelector(`[data-group="${key}"] > span`)?.textContent ?? '').join(' ');

/** Paused, so the snapshot is deterministic. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer', { name: 'Total de impostos pagos pelos brasileiros em 2026' });
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(digitsOf(canvasElement)).toBe('003 456 789 012 345 67');
    await expect(timer).toHaveTextContent('R$ 3.456.789.012.345,67');
    for (const label of Object.values(groupLabelsPt)) await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

/** Ticks every 500 ms adding the increment. */
/**
 * Running, it ticks on the real clock: no two pictures of it are alike (the cents had moved on by the
 * time the picture was taken on a loaded machine), so it has none; the paused stories show its look.
 */
export const Ticking: Story = {
  tags: ['skip-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { running: true, value: 1_000, increment: 0.5 },
  play: async ({ canvasElement }) => {
    await expect(digitsOf(canvasElement)).toBe('000 000 000 001 000 00');
    await waitFor(() => expect(digitsOf(canvasElement)).toBe('000 000 000 001 000 50'), { timeout: 1500 });
    await waitFor(() => expect(digitsOf(canvasElement)).toBe('000 000 000 001 001 00'), { timeout: 1500 });
  },
};

let siblingRenders = 0;
function Sibling() {
  siblingRenders += 1;
  return <p>Outro widget do painel</p>;
}
function Dashboard({ children }: { children: ReactNode }) {
  const renders = useRef(0);
  renders.current += 1;
  return (
    <div data-testid="dashboard" data-renders={renders.current}>
      <Sibling />
      {children}
    </div>
  );
}

/** The ticks re-render the counter only: the parent and its other children render once. Running: no picture. */
export const TicksRenderOnlyTheCounter: Story = {
  tags: ['skip-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { running: true, value: 10, increment: 1 },
  render: (args) => {
    siblingRenders = 0;
    return (
      <Dashboard>
        <TaxCounter {...args} />
      </Dashboard>
    );
  },
  play: async ({ canvasElement }) => {
    const before = siblingRenders;
    await waitFor(() => expect(digitsOf(canvasElement)).toBe('000 000 000 000 012 00'), { timeout: 2500 });
    await expect(siblingRenders).toBe(before);
    await expect(within(canvasElement).getByTestId('dashboard')).toHaveAttribute('data-renders', '1');
  },
};

/** `running={false}` stops the ticking. */
export const Paused: Story = {
  args: { running: false, value: 500, increment: 100 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(digitsOf(canvasElement)).toBe('000 000 000 000 500 00');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando impostômetro…');
    await expect(within(canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** The lookup failed: retry by mouse and keyboard. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar o impostômetro.')).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Zero: Story = { args: { value: 0, increment: 0 } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
