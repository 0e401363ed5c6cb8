import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RatingForm, type RatingFormProps, type RatingFormValues } from './RatingForm';

const starLabelPt = (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`);
const starLabelEn = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * The user's own rating (tab Avaliações): stars 1 to 5 (default 0), a comment, and 'Publicar',
 * which reads 'Enviando...' while `submitting`. Submitting without stars or comment shows
 * 'Para avaliar um aplicativo, é necessário as estrelas e comentário' and sends nothing. After a
 * success the page changes `resetKey` and the form clears.
 */
const meta = {
  title: 'Marketplace/RatingForm',
  id: 'marketplace-ratingform',
  component: RatingForm,
  args: {
    title: 'Avalie este aplicativo',
    starsLabel: 'Sua avaliação',
    getStarLabel: starLabelPt,
    commentLabel: 'Comentário',
    commentPlaceholder: 'Escreve seu comentário...',
    submitLabel: 'Publicar',
    submittingLabel: 'Enviando...',
    validationMessage: 'Para avaliar um aplicativo, é necessário as estrelas e comentário',
    onSubmit: fn(),
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Rate this app',
        starsLabel: 'Your rating',
        getStarLabel: starLabelEn,
        commentLabel: 'Comment',
        commentPlaceholder: 'Write your comment...',
        submitLabel: 'Publish',
        submittingLabel: 'Sending...',
        validationMessage: 'To rate an app, stars and a comment are required',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const VALIDATION = 'Para avaliar um aplicativo, é necessário as estrelas e comentário';

/** Mouse: validation first, then a valid submission. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('Escreve seu comentário...')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(VALIDATION);
    await expect(canvas.getByRole('radiogroup', { name: 'Sua avaliação' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Stars alone are not enough.
    await userEvent.click(canvas.getByRole('radio', { name: '4 estrelas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(VALIDATION);
    await expect(canvas.getByRole('textbox', { name: 'Comentário' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentário' }), '  Ótimo para apurar o ICMS-ST.  ');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 4, comment: 'Ótimo para apurar o ICMS-ST.' });
  },
};

/** Comment alone is not enough either. */
export const MissingStars: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentário' }), 'Bom suporte.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(VALIDATION);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: stars with arrows, comment, Enter on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 estrela' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Comentário' })).toHaveFocus();
    await userEvent.keyboard('Excelente integração com o ERP.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 5, comment: 'Excelente integração com o ERP.' });
  },
};

/** While sending: 'Enviando...', the button cannot be pressed. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviando...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The page sends, then clears the form through `resetKey` on success. */
export const ResetsAfterSuccess: Story = {
  render: function Render(args: RatingFormProps) {
    const [submitting, setSubmitting] = useState(false);
    const [resetKey, setResetKey] = useState(0);
    return (
      <RatingForm
        {...args}
        submitting={submitting}
        resetKey={resetKey}
        onSubmit={(values: RatingFormValues) => {
          args.onSubmit(values);
          setSubmitting(true);
          setTimeout(() => {
            setSubmitting(false);
            setResetKey((k) => k + 1);
          }, 200);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3 estrelas' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentário' }), 'Atende bem o Simples Nacional.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 3, comment: 'Atende bem o Simples Nacional.' });
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Publicar' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'Comentário' })).toHaveValue('');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-checked', 'false');
  },
};

/** The sending failed: the message shows and the values stay for a retry. */
export const SendError: Story = {
  args: { errorMessage: 'Não foi possível enviar sua avaliação. Tente novamente.' },
  parameters: { localeArgs: { en: { errorMessage: 'Your rating could not be sent. Please try again.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Não foi possível enviar sua avaliação');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Comentário' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Conte para outros profissionais como foi a sua experiência com esta solução fiscal',
    starsLabel: 'Quantas estrelas você dá para a solução, considerando suporte, usabilidade e preço?',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
