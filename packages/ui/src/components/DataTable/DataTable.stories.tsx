import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Plus, Users } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { TextField } from '../TextField';
import { DataTable, DATA_TABLE_MOBILE_LAYOUTS, type DataTableColumn } from './DataTable';

interface User {
  uuid: string;
  name: string;
  email: string;
  role: string;
  cargo: string;
  company: string;
  status: 'ATIVO' | 'INATIVO';
  createdAt: string;
  photo?: string;
}

const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="12" fill="#e6f0fa"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#e6f0fa"/></svg>')}`;

const USERS: User[] = [
  { uuid: 'u1', name: 'Maria Aparecida Souza', email: 'maria.souza@contabilidade.com.br', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'Contadora', company: 'Souza Contabilidade', status: 'ATIVO', createdAt: '02/05/2025' },
  { uuid: 'u2', name: 'João Pedro Almeida', email: 'joao.almeida@fiscaltech.com.br', role: 'MARKETPLACE_ADMIN', cargo: 'Gerente de produto', company: 'FiscalTech', status: 'ATIVO', createdAt: '18/07/2025', photo: PHOTO },
  { uuid: 'u3', name: 'Ana Beatriz Conceição', email: 'ana.conceicao@tributos.net', role: 'PROVIDER_EDITOR', cargo: 'Analista tributária', company: 'Tributos Já', status: 'INATIVO', createdAt: '30/09/2025' },
  { uuid: 'u4', name: 'Carlos Eduardo Lima', email: 'carlos.lima@apuracerta.com.br', role: 'MARKETPLACE_USER', cargo: 'Consultor fiscal', company: 'Apura Certa', status: 'ATIVO', createdAt: '11/11/2026' },
];

const columns = (en: boolean): DataTableColumn<User>[] => [
  {
    id: 'user',
    header: en ? 'User' : 'Usuário',
    width: '28%',
    cell: (u) => (
      <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name={u.name} src={u.photo} size="sm" />
        <span style={{ display: 'flex', flexDirection: 'column' }}>
          <strong>{u.name}</strong>
          <span>{u.email}</span>
        </span>
      </span>
    ),
  },
  { id: 'role', header: en ? 'Role' : 'Perfil', cell: (u) => u.role },
  { id: 'cargo', header: en ? 'Job title' : 'Cargo', cell: (u) => u.cargo },
  { id: 'company', header: en ? 'Company' : 'Empresa', cell: (u) => u.company },
  { id: 'status', header: 'Status', cell: (u) => <StatusBadge status={u.status} activeLabel={en ? 'Active' : 'Ativo'} inactiveLabel={en ? 'Inactive' : 'Inativo'} /> },
  { id: 'createdAt', header: en ? 'Created' : 'Criado em', cell: (u) => u.createdAt, align: 'end' },
];

const EN = {
  caption: 'Registered users',
  columns: columns(true),
  actionsHeader: 'Actions',
  actionsLabel: 'Actions for {name}',
  viewLabel: 'View',
  editLabel: 'Edit',
  deleteLabel: 'Delete',
  loadingLabel: 'Loading...',
  emptyTitle: 'No user found',
  emptyDescription: 'Change the search or create a new user.',
};

/**
 * The administration tables. A real `<table>` (caption, `th scope="col"`, a row header), one
 * action menu per row labelled 'Ações para {name}' with Visualizar / Editar / Deletar (an item
 * appears only with its handler), four skeleton rows while loading, an empty state, and a toolbar
 * slot above for the 'Buscar por nome...' filter and the create button. At 1024 px and below the
 * rows stack as cards (`mobileLayout="cards"`) or the table scrolls sideways (`"scroll"`).
 */
const meta = {
  title: 'Configurações/DataTable',
  component: DataTable<User>,
  args: {
    caption: 'Usuários cadastrados',
    columns: columns(false),
    rows: USERS,
    getRowId: (u: User) => u.uuid,
    getRowLabel: (u: User) => u.name,
    actionsHeader: 'Ações',
    actionsLabel: 'Ações para {name}',
    viewLabel: 'Visualizar',
    editLabel: 'Editar',
    deleteLabel: 'Deletar',
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    loadingLabel: 'Carregando...',
    emptyTitle: 'Nenhum usuário encontrado',
    emptyDescription: 'Altere a busca ou crie um novo usuário.',
  },
  argTypes: {
    mobileLayout: { control: 'inline-radio', options: DATA_TABLE_MOBILE_LAYOUTS },
    columns: { control: false },
    rows: { control: false },
    toolbar: { control: false },
    emptyAction: { control: false },
  },
  parameters: { localeArgs: { en: EN } },
} satisfies Meta<typeof DataTable<User>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a row's menu by mouse (Visualizar) and by keyboard (Editar, Deletar). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const table = canvas.getByRole('table', { name: 'Usuários cadastrados' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Usuário', 'Perfil', 'Cargo', 'Empresa', 'Status', 'Criado em', 'Ações']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Ações para João Pedro Almeida' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Visualizar' }));
    await expect(args.onView).toHaveBeenCalledWith(USERS[1]);

    const trigger = canvas.getByRole('button', { name: 'Ações para Ana Beatriz Conceição' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Visualizar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(USERS[2]);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    const menu2 = await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(USERS[2]);
    await waitFor(() => expect(menu2).not.toBeInTheDocument());
  },
};

function FilteredUsers(props: Story['args'] & { searchLabel: string; searchPlaceholder: string; createLabel: string }) {
  const { searchLabel, searchPlaceholder, createLabel, ...args } = props;
  const [query, setQuery] = useState('');
  const rows = USERS.filter((u) => u.name.toLocaleLowerCase('pt-BR').includes(query.trim().toLocaleLowerCase('pt-BR')));
  return (
    <DataTable<User>
      {...meta.args}
      {...args}
      rows={rows}
      toolbar={
        <>
          <TextField label={searchLabel} visuallyHideLabel type="search" placeholder={searchPlaceholder} value={query} onChange={(e) => setQuery(e.target.value)} />
          <Button icon={<Plus aria-hidden size={18} />}>{createLabel}</Button>
        </>
      }
    />
  );
}

/** The users tab: the case-insensitive name filter in the toolbar slot. */
export const WithNameFilter: Story = {
  args: { searchLabel: 'Buscar por nome', searchPlaceholder: 'Buscar por nome...', createLabel: 'Criar usuário' } as Story['args'],
  parameters: { localeArgs: { en: { ...EN, searchLabel: 'Search by name', searchPlaceholder: 'Search by name...', createLabel: 'Create user' } } },
  render: (args) => <FilteredUsers {...(args as Parameters<typeof FilteredUsers>[0])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar por nome' });
    await userEvent.type(search, 'MARIA');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(1);
    await expect(canvas.getByRole('rowheader')).toHaveTextContent('Maria Aparecida Souza');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await canvas.findByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(search).toBeVisible();
  },
};

/** Four skeleton rows while loading; the table is busy and 'Carregando...' is announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Usuários cadastrados' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyIcon: <Users aria-hidden size={32} />, emptyAction: <Button icon={<Plus aria-hidden size={18} />}>Criar usuário</Button> },
  parameters: { localeArgs: { en: { ...EN, rows: [], emptyAction: <Button icon={<Plus aria-hidden size={18} />}>Create user</Button> } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar usuário' })).toBeVisible();
  },
};

/** Without handlers there is no actions column. */
export const ReadOnly: Story = {
  args: { onView: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Only some actions: the apps tab wires Visualizar and Editar. */
export const SomeActions: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ações para Maria Aparecida Souza' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Visualizar', 'Editar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const VisibleCaption: Story = { args: { captionVisible: true } };

export const LongPortugueseText: Story = {
  args: {
    rows: [
      {
        ...USERS[0]!,
        uuid: 'long',
        name: 'Maria Aparecida dos Santos Conceição de Albuquerque Souza',
        cargo: 'Coordenadora de planejamento tributário e obrigações acessórias estaduais',
        company: 'Souza, Albuquerque & Associados Consultoria Tributária e Contábil Ltda.',
      },
      ...USERS.slice(1),
    ],
  },
};

/** Mobile: rows stacked as cards, each cell labelled by its column. */
export const MobileCards: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Usuários cadastrados' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para Carlos Eduardo Lima' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledWith(USERS[3]);
  },
};

/** Mobile: the table keeps its columns and scrolls sideways (the region is keyboard-scrollable). */
export const MobileScroll: Story = {
  args: { mobileLayout: 'scroll' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Usuários cadastrados' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const MobileLoading: Story = {
  args: { loading: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Registered users' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Maria Aparecida Souza' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View', 'Edit', 'Delete']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};
