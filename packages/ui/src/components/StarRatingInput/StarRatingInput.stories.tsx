import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRatingInput } from './StarRatingInput';

const starLabelPt = (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`);
const starLabelEn = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * The clickable stars of the rating form: 1 to 5, default 0 (none). Radio-group semantics: Tab
 * enters the group, arrow keys move and choose (wrapping), Home/End jump, Space/Enter choose.
 * Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
const meta = {
  title: 'Marketplace/StarRatingInput',
  id: 'marketplace-starratinginput',
  component: StarRatingInput,
  args: { label: 'Sua avaliação', getStarLabel: starLabelPt, onChange: fn() },
  parameters: { localeArgs: { en: { label: 'Your rating', getStarLabel: starLabelEn } } },
} satisfies Meta<typeof StarRatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Tab lands on the first star. Mouse and keyboard both choose. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Sua avaliação' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    for (const radio of radios) await expect(radio).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(canvas.getByRole('radio', { name: '3 estrelas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 estrelas' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 estrelas' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '4 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Wraps from 5 to 1.
    await expect(canvas.getByRole('radio', { name: '1 estrela' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '5 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** Keyboard only: Tab into the group, then arrows. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 estrela' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '3 estrelas' })).toHaveAttribute('aria-checked', 'true');
    // Only the chosen star is in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 estrelas' })).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: '3 estrelas' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [stars, setStars] = useState(2);
    return (
      <div>
        <StarRatingInput
          {...args}
          value={stars}
          onChange={(n) => {
            setStars(n);
            args.onChange?.(n);
          }}
        />
        <output aria-live="polite" style={{ display: 'block', marginTop: 8 }}>
          {stars}
        </output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '2 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '5 estrelas' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
  },
};

/** Submitted without stars: the group is marked invalid and described by the message. */
export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'stars-error' },
  render: (args) => (
    <div>
      <StarRatingInput {...args} />
      <p id="stars-error" style={{ color: '#b42318' }}>
        Escolha de 1 a 5 estrelas.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '2 estrelas' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4 estrelas' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongPortugueseText: Story = {
  args: { label: 'Como você avalia a experiência geral com esta solução fiscal no dia a dia do escritório?' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
