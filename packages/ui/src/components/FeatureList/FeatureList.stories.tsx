import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureList, FEATURE_LIST_HEADING_LEVELS } from './FeatureList';

const itemsPt = [
  { id: 1, description: 'Apuração automática de ICMS, PIS e COFINS' },
  { id: 2, description: 'Emissão de NF-e e NFS-e integrada' },
  { id: 3, description: 'Conciliação com o SPED Fiscal' },
];
const itemsEn = [
  { id: 1, description: 'Automatic ICMS, PIS and COFINS calculation' },
  { id: 2, description: 'Integrated NF-e and NFS-e issuing' },
  { id: 3, description: 'SPED Fiscal reconciliation' },
];

/** An app's 'Principais funcionalidades': a check icon and the description of each feature. */
const meta = {
  title: 'Marketplace/FeatureList',
  id: 'marketplace-featurelist',
  component: FeatureList,
  args: { title: 'Principais funcionalidades', items: itemsPt },
  argTypes: { headingLevel: { control: 'inline-radio', options: FEATURE_LIST_HEADING_LEVELS } },
  parameters: { localeArgs: { en: { title: 'Main features', items: itemsEn, emptyLabel: 'No features registered yet' } } },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Principais funcionalidades' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PlainStrings: Story = { args: { items: ['Cálculo do DIFAL', 'Gestão de créditos tributários'] } };

export const Empty: Story = {
  args: { items: [], emptyLabel: 'Nenhuma funcionalidade cadastrada ainda' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma funcionalidade cadastrada ainda')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    items: [
      {
        id: 1,
        description:
          'Integração com o ambiente nacional da NFS-e, com validação prévia das regras municipais de retenção de ISS e geração automática das guias de recolhimento',
      },
      { id: 2, description: 'Simulação dos efeitos da reforma tributária (CBS, IBS e Imposto Seletivo) sobre a carga atual da empresa' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
