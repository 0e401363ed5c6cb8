import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { ProductCard, PRODUCT_CARD_HEADING_LEVELS } from './ProductCard';

/**
 * A product in settings › 'Listar Produtos': first image (or 'Sem imagem'), five stars, name,
 * description, 'Visualizar' (a link to the app page through `renderLink`, or a button) and
 * 'Editar' (opens the edit form).
 */
const meta = {
  title: 'Marketplace/ProductCard',
  id: 'marketplace-productcard',
  component: ProductCard,
  args: {
    name: 'NF Simples',
    description: 'Emissão de NF-e e NFS-e para o Simples Nacional com cálculo automático do DAS.',
    imageUrl: storyPhoto('NF Simples', 2),
    noImageLabel: 'Sem imagem',
    rating: 3.6,
    ratingLabel: '3,6 de 5 estrelas',
    viewLabel: 'Visualizar',
    editLabel: 'Editar',
    onView: fn(),
    onEdit: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: PRODUCT_CARD_HEADING_LEVELS } },
  parameters: {
    localeArgs: {
      en: {
        description: 'NF-e and NFS-e issuing for Simples Nacional with automatic DAS calculation.',
        noImageLabel: 'No image',
        ratingLabel: '3.6 out of 5 stars',
        viewLabel: 'View',
        editLabel: 'Edit',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse and keyboard on both buttons. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'NF Simples' })).toBeVisible();
    const view = canvas.getByRole('button', { name: 'Visualizar' });
    await expect(view).toHaveAccessibleDescription('NF Simples');
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** 'Visualizar' as a link to the app page. */
export const ViewAsLink: Story = {
  args: { viewHref: '#/app/view?id=7b1c' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '#/app/view?id=7b1c');
  },
};

/** No image: 'Sem imagem'. */
export const NoImage: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sem imagem' })).toBeVisible();
  },
};

export const NoRatings: Story = {
  args: { rating: null, ratingLabel: 'Sem avaliações' },
  parameters: { localeArgs: { en: { ratingLabel: 'No ratings' } } },
};

/** 'Editar' disabled. */
export const EditDisabled: Story = {
  args: { editDisabled: true },
  play: async ({ canvasElement, args }) => {
    const edit = within(canvasElement).getByRole('button', { name: 'Editar' });
    await expect(edit).toBeDisabled();
    await userEvent.click(edit, { pointerEventsCheck: 0 });
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    name: 'Gestor de Obrigações Acessórias e Escrituração Fiscal Digital para Grupos Econômicos',
    description:
      'Consolida EFD ICMS/IPI, EFD-Contribuições, ECD, ECF e Reinf de várias filiais, com validação cruzada, trilha de auditoria, calendário de entregas e alertas de prazos por estabelecimento.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
