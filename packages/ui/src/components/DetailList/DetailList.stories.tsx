import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList, DETAIL_LIST_COLUMNS, type DetailItem } from './DetailList';

const userItems: DetailItem[] = [
  { label: 'Nome', value: 'Maria Aparecida Souza' },
  { label: 'E-mail', value: 'maria.souza@contabilidade.com.br' },
  { label: 'Telefone', value: '(11) 98765-4321' },
  { label: 'Perfil', value: 'MARKETPLACE_PROVIDER_ADMIN' },
  { label: 'Empresa', value: 'Souza Contabilidade Ltda.' },
  { label: 'Cargo', value: 'Contadora' },
  {
    label: 'Website',
    value: (
      <a href="https://www.contabilidadesouza.com.br" target="_blank" rel="noreferrer">
        contabilidadesouza.com.br
      </a>
    ),
  },
  { label: 'Nascimento', value: '14/03/1988' },
  { label: 'Cidade', value: 'São Paulo' },
  { label: 'Estado', value: 'SP' },
  { label: 'País', value: null },
  { label: 'CEP', value: '01310-100' },
  { label: 'Origem do cadastro', value: '' },
  { label: 'Criado em', value: '02/05/2025 09:41' },
  { label: 'Atualizado em', value: '10/11/2026 17:05' },
  { label: 'Último acesso', value: '16/11/2026 10:00' },
];

const userItemsEn: DetailItem[] = [
  { label: 'Name', value: 'Maria Aparecida Souza' },
  { label: 'E-mail', value: 'maria.souza@contabilidade.com.br' },
  { label: 'Phone', value: '(11) 98765-4321' },
  { label: 'Role', value: 'MARKETPLACE_PROVIDER_ADMIN' },
  { label: 'Company', value: 'Souza Contabilidade Ltda.' },
  { label: 'Job title', value: 'Accountant' },
  { label: 'Website', value: userItems[6]?.value },
  { label: 'Birth date', value: '14/03/1988' },
  { label: 'City', value: 'São Paulo' },
  { label: 'State', value: 'SP' },
  { label: 'Country', value: null },
  { label: 'Postal code', value: '01310-100' },
  { label: 'Sign-up source', value: '' },
  { label: 'Created', value: '02/05/2025 09:41' },
  { label: 'Updated', value: '10/11/2026 17:05' },
  { label: 'Last login', value: '16/11/2026 10:00' },
];

/**
 * A key-value list for the user and provider views. Values come formatted from the caller
 * (dd/MM/yyyy, dd/MM/yyyy HH:mm) and may be any node: a link, a status badge. Blank values read
 * `emptyValue`; with no items, `emptyText` ('Nenhum usuário selecionado.') is shown.
 */
const meta = {
  title: 'Configurações/DetailList',
  id: 'configuracoes-detaillist',
  component: DetailList,
  args: { items: userItems, emptyValue: 'Campo não definido', emptyText: 'Nenhum usuário selecionado.', 'aria-label': 'Dados do usuário' },
  argTypes: { columns: { control: 'inline-radio', options: DETAIL_LIST_COLUMNS } },
  parameters: {
    localeArgs: { en: { items: userItemsEn, emptyValue: 'Not set', emptyText: 'No user selected.', 'aria-label': 'User details' } },
  },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(16);
    await expect(canvas.getAllByText('Campo não definido')).toHaveLength(2);
  },
};

export const OneColumn: Story = {
  args: { columns: 1, items: userItems.slice(0, 5) },
  parameters: { localeArgs: { en: { items: userItemsEn.slice(0, 5) } } },
};

export const ThreeColumns: Story = { args: { columns: 3 } };

/** Nothing selected (a view opened without state). */
export const Empty: Story = {
  args: { items: [] },
  parameters: { localeArgs: { en: { items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum usuário selecionado.')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    items: [
      {
        label: 'Descrição do fornecedor',
        value:
          'Empresa especializada em soluções de conformidade tributária para o varejo, com atuação em apuração de ICMS-ST, recuperação de créditos de PIS/COFINS e gestão de obrigações acessórias em todos os estados brasileiros.',
      },
      { label: 'Tipo de fornecedor', value: 'Consultoria e desenvolvimento de software fiscal' },
      { label: 'Endereço eletrônico para correspondência', value: 'atendimento.corporativo.fiscal@solucoestributariasintegradas.com.br' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** While the record loads: skeleton items and a 'Carregando...' announcement. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Carregando...' },
  parameters: { localeArgs: { en: { loadingLabel: 'Loading...' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last login')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Not set')).toHaveLength(2);
  },
};
