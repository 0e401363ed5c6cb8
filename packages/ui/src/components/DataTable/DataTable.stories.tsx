import { Profiler, forwardRef, useLayoutEffect, useMemo, useRef, useState, type AnchorHTMLAttributes } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Eye, Mail, Pencil, Plus, Trash2, UserRound, UserX, Users } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { StatusBadge } from '../StatusBadge';
import { TextField } from '../TextField';
import type { LinkRenderProps } from '../renderLink';
import { DataTable, DATA_TABLE_MOBILE_LAYOUTS, type DataTableProps, type DataTableSort, type DataTableSortLabels } from './DataTable';
import type { DataTableColumn } from './columns';
import type { DataTableRowAction } from './RowActions';
import { DATA_TABLE_FIRST_CARDS } from './StagedRows';

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
  {
    uuid: 'u1',
    name: 'Maria Aparecida Souza',
    email: 'maria.souza@contabilidade.com.br',
    role: 'MARKETPLACE_PROVIDER_ADMIN',
    cargo: 'Contadora',
    company: 'Souza Contabilidade',
    status: 'ATIVO',
    createdAt: '02/05/2025',
  },
  {
    uuid: 'u2',
    name: 'João Pedro Almeida',
    email: 'joao.almeida@fiscaltech.com.br',
    role: 'MARKETPLACE_ADMIN',
    cargo: 'Gerente de produto',
    company: 'FiscalTech',
    status: 'ATIVO',
    createdAt: '18/07/2025',
    photo: PHOTO,
  },
  {
    uuid: 'u3',
    name: 'Ana Beatriz Conceição',
    email: 'ana.conceicao@tributos.net',
    role: 'PROVIDER_EDITOR',
    cargo: 'Analista tributária',
    company: 'Tributos Já',
    status: 'INATIVO',
    createdAt: '30/09/2025',
  },
  {
    uuid: 'u4',
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@apuracerta.com.br',
    role: 'MARKETPLACE_USER',
    cargo: 'Consultor fiscal',
    company: 'Apura Certa',
    status: 'ATIVO',
    createdAt: '11/11/2026',
  },
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
  {
    id: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge status={u.status} activeLabel={en ? 'Active' : 'Ativo'} inactiveLabel={en ? 'Inactive' : 'Inativo'} />,
  },
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

/** The administration's three actions, as these stories give them: each item shows only with its handler. */
interface UserActionArgs {
  viewLabel?: string;
  editLabel?: string;
  deleteLabel?: string;
  onView?: (row: User) => void;
  onEdit?: (row: User) => void;
  onDelete?: (row: User) => void;
  /** Why an action cannot be done on a row, or null. */
  actionDisabledReason?: (row: User, action: 'view' | 'edit' | 'delete') => string | null;
}
type StoryArgs = DataTableProps<User> & UserActionArgs;

/** The table's props of a story's args: the three actions as `rowActions` data (none without a handler). */
function tableProps(args: StoryArgs): DataTableProps<User> {
  const { viewLabel = '', editLabel = '', deleteLabel = '', onView, onEdit, onDelete, actionDisabledReason, ...props } = args;
  const items = [
    onView ? { id: 'view' as const, label: viewLabel, icon: Eye, run: onView } : null,
    onEdit ? { id: 'edit' as const, label: editLabel, icon: Pencil, run: onEdit } : null,
    onDelete ? { id: 'delete' as const, label: deleteLabel, icon: Trash2, run: onDelete, tone: 'danger' as const } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return props;
  return {
    ...props,
    rowActions: (row) =>
      items.map(({ run, id, ...item }) => ({ ...item, id, onSelect: () => run(row), disabledReason: actionDisabledReason?.(row, id) })),
  };
}

/**
 * The administration tables. A real `<table>` (caption, `th scope="col"`, a row header), one
 * action menu per row labelled 'Ações para {name}', whose items are data (`rowActions`: label, icon,
 * a link or a command, tone, and a reason that disables one; these stories give Visualizar / Editar /
 * Deletar, and Custom Actions others), four skeleton
 * rows while loading, an empty state, and a toolbar slot above for the 'Buscar por nome...' filter and
 * the create button. At 1024 px and below the rows stack as cards (`mobileLayout="cards"`) or the
 * table scrolls sideways (`"scroll"`).
 *
 * Sorting and paging are the page's: mark columns `sortable` and pass `sort` / `onSortChange` (the
 * header becomes a button with `aria-sort`; on phones, with `sortLabels`, a 'Ordenar por' select), then
 * give `rows` already ordered and cut to the current page, and the ui `Pagination` as `footer`. The
 * table never sorts or slices itself, so a page can keep order and page in its address and memoise
 * the work over thousands of rows (see Sortable and Paged). Menu items run once the menu has closed and
 * its button has the focus back, so a dialog an item opens knows where to return the focus.
 */
const meta = {
  title: 'Configurações/DataTable',
  id: 'configuracoes-datatable',
  component: DataTable<User>,
  render: (args) => <DataTable<User> {...tableProps(args)} />,
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
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a row's menu by mouse (Visualizar) and by keyboard (Editar, Deletar). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const table = canvas.getByRole('table', { name: 'Usuários cadastrados' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuário', 'Perfil', 'Cargo', 'Empresa', 'Status', 'Criado em', 'Ações']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Ações para João Pedro Almeida' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Visualizar' }));
    await waitFor(() => expect(args.onView).toHaveBeenCalledWith(USERS[1]));

    const trigger = canvas.getByRole('button', { name: 'Ações para Ana Beatriz Conceição' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Visualizar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(USERS[2]));
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    const menu2 = await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(USERS[2]));
    await waitFor(() => expect(menu2).not.toBeInTheDocument());
  },
};

function FilteredUsers(props: Story['args'] & { searchLabel: string; searchPlaceholder: string; createLabel: string }) {
  const { searchLabel, searchPlaceholder, createLabel, ...args } = props;
  const [query, setQuery] = useState('');
  const rows = USERS.filter((u) => u.name.toLocaleLowerCase('pt-BR').includes(query.trim().toLocaleLowerCase('pt-BR')));
  return (
    <DataTable<User>
      {...tableProps({ ...meta.args, ...args })}
      rows={rows}
      toolbar={
        <>
          <TextField
            label={searchLabel}
            visuallyHideLabel
            type="search"
            placeholder={searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button icon={<Plus aria-hidden size={18} />}>{createLabel}</Button>
        </>
      }
    />
  );
}

/** The users tab: the case-insensitive name filter in the toolbar slot. */
export const WithNameFilter: Story = {
  args: { searchLabel: 'Buscar por nome', searchPlaceholder: 'Buscar por nome...', createLabel: 'Criar usuário' } as Story['args'],
  parameters: {
    localeArgs: { en: { ...EN, searchLabel: 'Search by name', searchPlaceholder: 'Search by name...', createLabel: 'Create user' } },
  },
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
  args: {
    rows: [],
    emptyIcon: <Users aria-hidden size={32} />,
    emptyAction: <Button icon={<Plus aria-hidden size={18} />}>Criar usuário</Button>,
  },
  parameters: { localeArgs: { en: { ...EN, rows: [], emptyAction: <Button icon={<Plus aria-hidden size={18} />}>Create user</Button> } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar usuário' })).toBeVisible();
  },
};

/** Without `rowActions` there is no actions column. */
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
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Visualizar', 'Editar']);
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
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(USERS[3]));
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
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

// ---------------------------------------------------------------------------------------------
// Sorting, paging and a disabled action.

/** The order the page keeps: a pure function of the rows and the sort (here by the column's text). */
const SORT_KEYS: Record<string, (u: User) => string> = {
  user: (u) => u.name,
  role: (u) => u.role,
  company: (u) => u.company,
  createdAt: (u) => u.createdAt.split('/').reverse().join('-'),
};
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
function sortUsers(rows: readonly User[], sort: DataTableSort | null): User[] {
  const key = sort ? SORT_KEYS[sort.columnId] : undefined;
  if (!sort || !key) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * collator.compare(key(a), key(b)));
}
const sortableColumns = (en: boolean) => columns(en).map((column) => ({ ...column, sortable: column.id in SORT_KEYS }));
const SORT_LABELS: DataTableSortLabels = {
  sortBy: 'Ordenar por',
  none: 'Ordem de cadastro',
  option: (header, direction) => `${header} (${direction === 'asc' ? 'crescente' : 'decrescente'})`,
};
const SORT_LABELS_EN: DataTableSortLabels = {
  sortBy: 'Sort by',
  none: 'Registration order',
  option: (header, direction) => `${header} (${direction === 'asc' ? 'ascending' : 'descending'})`,
};

function SortedUsers(props: Story['args'] & { initialSort?: DataTableSort | null }) {
  const { initialSort = null, ...args } = props;
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const rows = useMemo(() => sortUsers(USERS, sort), [sort]);
  return <DataTable<User> {...tableProps({ ...meta.args, ...args })} rows={rows} sort={sort} onSortChange={setSort} />;
}

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((h) => h.querySelector('strong')?.textContent);

/**
 * Sortable columns (`sortable: true` plus `sort` / `onSortChange`): the header is a button, the sorted
 * one has `aria-sort`, the first press orders ascending and the next ones toggle. The table only draws
 * the order; the page sorts (and pages) its rows in a memoised pure function.
 */
export const Sortable: Story = {
  args: { columns: sortableColumns(false), sortLabels: SORT_LABELS },
  parameters: { localeArgs: { en: { ...EN, columns: sortableColumns(true), sortLabels: SORT_LABELS_EN } } },
  render: (args) => <SortedUsers {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('columnheader', { name: 'Empresa' });
    await expect(company).not.toHaveAttribute('aria-sort');
    // Not sortable: plain text.
    await expect(within(canvas.getByRole('columnheader', { name: 'Cargo' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(company).getByRole('button', { name: 'Empresa' }));
    await expect(company).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(canvasElement)).toEqual([
      'Carlos Eduardo Lima',
      'João Pedro Almeida',
      'Maria Aparecida Souza',
      'Ana Beatriz Conceição',
    ]);
    // By keyboard: the same button, Enter toggles to descending.
    within(company).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(company).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)).toEqual([
      'Ana Beatriz Conceição',
      'Maria Aparecida Souza',
      'João Pedro Almeida',
      'Carlos Eduardo Lima',
    ]);
    // Another column: ascending, and the first loses its aria-sort.
    await userEvent.click(canvas.getByRole('button', { name: 'Usuário' }));
    await expect(canvas.getByRole('columnheader', { name: 'Usuário' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(company).not.toHaveAttribute('aria-sort');
    await expect(rowNames(canvasElement)[0]).toBe('Ana Beatriz Conceição');
  },
};

/** While loading the sort buttons wait (nothing to order yet). */
export const SortableLoading: Story = {
  args: { columns: sortableColumns(false), loading: true, onSortChange: fn(), sort: { columnId: 'user', direction: 'desc' } },
  parameters: { localeArgs: { en: { ...EN, columns: sortableColumns(true) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Usuário' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('button', { name: 'Usuário' })).toBeDisabled();
    await expect(args.onSortChange).not.toHaveBeenCalled();
  },
};

const MANY: User[] = Array.from({ length: 45 }, (_, i) => ({
  ...USERS[i % USERS.length]!,
  uuid: `many-${i + 1}`,
  name: `${USERS[i % USERS.length]!.name} ${i + 1}`,
}));
const PAGE_SIZE = 20;

function PagedUsers(props: Story['args']) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const sorted = useMemo(() => sortUsers(MANY, sort), [sort]);
  const pageCount = Math.ceil(sorted.length / PAGE_SIZE);
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <DataTable<User>
      {...tableProps({ ...meta.args, ...props })}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      footer={
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label="Páginas de usuários"
          previousLabel="Anterior"
          nextLabel="Próxima"
          pageLabel={(n) => `Página ${n}`}
        />
      }
    />
  );
}

/**
 * Paging is the page's: it renders only the current page's rows and puts the ui `Pagination` in
 * `footer` (shown under the table, never under the empty state). 45 rows, 20 a page.
 */
export const Paged: Story = {
  args: { columns: sortableColumns(false) },
  parameters: { localeArgs: { en: { ...EN, columns: sortableColumns(true) } } },
  render: (args) => <PagedUsers {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(20);
    const pages = canvas.getByRole('navigation', { name: 'Páginas de usuários' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Maria Aparecida Souza 41');
    await expect(within(pages).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  },
};

// How many rows the table had when it was first put on the page (read in the commit, before any paint),
// and the count after each commit that changed it (a Profiler's onRender runs in every commit).
let rowsInFirstCommit = -1;
let rowCounts: number[] = [];
function CountingFirstCommit(props: Story['args']) {
  const box = useRef<HTMLDivElement>(null);
  const rowCount = () => box.current?.querySelectorAll('tbody tr').length ?? -1;
  useLayoutEffect(() => {
    rowsInFirstCommit = rowCount();
    rowCounts = [rowsInFirstCommit];
  }, []);
  const onCommit = () => {
    const count = rowCount();
    if (count !== rowCounts.at(-1)) rowCounts.push(count);
  };
  return (
    <div ref={box}>
      <Profiler id="rows" onRender={onCommit}>
        <PagedUsers {...props} />
      </Profiler>
    </div>
  );
}

/**
 * Phone (cards): a full page of cards is drawn in steps, the first screen's cards, then as many again in
 * each following transition, so neither the first paint of the administration's tables nor any commit
 * after it is one long task. The page ends with all its cards and its pagination.
 */
export const FirstCardsFirst: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <CountingFirstCommit {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsInFirstCommit).toBe(DATA_TABLE_FIRST_CARDS);
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(20));
    await expect(rowCounts).toEqual([5, 10, 15, 20]);
    await expect(canvas.getAllByRole('rowheader')[19]).toHaveTextContent('Carlos Eduardo Lima 20');
    await expect(canvas.getByRole('navigation', { name: 'Páginas de usuários' })).toBeInTheDocument();
  },
};

/** On desktop the rows are a table whose whole page is in view: they are drawn in one render. */
export const DesktopRowsAtOnce: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <CountingFirstCommit {...args} />,
  play: async () => {
    await expect(rowsInFirstCommit).toBe(20);
  },
};

/** An action that cannot be done on a row (deleting one's own account) stays in the menu, disabled, with why. */
export const DisabledAction: Story = {
  args: { actionDisabledReason: (u: User, action) => (u.uuid === 'u2' && action === 'delete' ? 'É a sua conta' : null) },
  parameters: {
    localeArgs: {
      en: {
        ...EN,
        actionDisabledReason: (u: User, action: string) => (u.uuid === 'u2' && action === 'delete' ? 'It is your account' : null),
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para João Pedro Almeida' }));
    const menu = await within(document.body).findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: /Deletar/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveTextContent('É a sua conta');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
    // The keyboard skips it: End lands on Editar.
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // Another row may be deleted.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para Maria Aparecida Souza' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Deletar' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(USERS[0]));
  },
};

/** Phone (cards): the headers are hidden, so a 'Ordenar por' select orders the rows. */
export const MobileSort: Story = {
  args: { columns: sortableColumns(false), sortLabels: SORT_LABELS },
  parameters: { localeArgs: { en: { ...EN, columns: sortableColumns(true), sortLabels: SORT_LABELS_EN } } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <SortedUsers {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Ordenar por' });
    await expect(select).toHaveTextContent('Ordem de cadastro');
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Empresa (decrescente)' }));
    await waitFor(() => expect(select).toHaveTextContent('Empresa (decrescente)'));
    await expect(rowNames(canvasElement)[0]).toBe('Ana Beatriz Conceição');
    await expect(canvas.getByRole('columnheader', { name: 'Empresa' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** On desktop the select is not there: the headers sort. */
export const DesktopHasNoSortSelect: Story = {
  args: { columns: sortableColumns(false), sortLabels: SORT_LABELS },
  parameters: { localeArgs: { en: { ...EN, columns: sortableColumns(true), sortLabels: SORT_LABELS_EN } } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <SortedUsers {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Ordenar por' })).toBeNull();
  },
};

let focusedWhenRun: Element | null = null;
/**
 * An item runs once the menu has closed and its button has the focus back: what it opens (the
 * administration's 'Excluir {name}?' dialog) knows which button to give the focus back to on closing
 * (`document.activeElement` when the handler runs).
 */
export const ItemRunsAfterTheMenuCloses: Story = {
  args: {
    onDelete: fn(() => {
      focusedWhenRun = document.activeElement;
    }),
  },
  play: async ({ canvasElement, args }) => {
    focusedWhenRun = null;
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ações para Carlos Eduardo Lima' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Visualizar' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(USERS[3]));
    await expect(menu).not.toBeInTheDocument();
    await expect(focusedWhenRun).toBe(trigger);
  },
};

// How many cells the table below has drawn: its 'Usuário' column counts them.
let cellsDrawn = 0;
const COUNTED_COLUMNS: DataTableColumn<User>[] = columns(false).map((column) =>
  column.id === 'user'
    ? {
        ...column,
        cell: (u) => {
          cellsDrawn += 1;
          return u.name;
        },
      }
    : column,
);

/** A page that re-renders as it is typed in, with a new inline handler each time (as the administration does). */
function TypingAbove({ onView }: { onView: (row: User, note: string) => void }) {
  const [note, setNote] = useState('');
  return (
    <DataTable<User>
      {...tableProps({ ...meta.args, onView: (row) => onView(row, note) })}
      columns={COUNTED_COLUMNS}
      toolbar={<TextField label="Nota" value={note} onChange={(event) => setNote(event.target.value)} />}
    />
  );
}

/**
 * The rows are memoised: a render of the table that keeps its rows, columns and labels (a header's arrow
 * painted before the caller sorts, a keystroke in the toolbar) does not draw them again, even with a new
 * inline `rowActions`; and a menu item still runs the handler of the latest render.
 */
export const RowsKeptAcrossARender: Story = {
  args: { onView: fn() },
  render: (args) => <TypingAbove onView={(row, note) => args.onView?.({ ...row, cargo: note })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Carlos Eduardo Lima/ });
    const before = cellsDrawn;
    await userEvent.type(canvas.getByLabelText('Nota'), 'abc');
    await expect(canvas.getByLabelText('Nota')).toHaveValue('abc');
    await expect(cellsDrawn).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para Ana Beatriz Conceição' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Visualizar' }));
    await waitFor(() => expect(args.onView).toHaveBeenCalledWith({ ...USERS[2], cargo: 'abc' }));
  },
};

// ---------------------------------------------------------------------------------------------
// Actions of one's own.

/** Where the links below went: a router's link, as the app's `renderLink` draws one, that records instead of leaving. */
const followed: string[] = [];
const RecordingLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function RecordingLink(
  { href, onClick, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        followed.push(href);
      }}
    />
  );
});
const recordingLink = (props: LinkRenderProps) => <RecordingLink {...props} />;

const invite = fn();
const deactivate = fn();
/** Another table's actions: a command, a link and a dangerous command that an inactive user cannot take. */
const accountActions =
  (en: boolean) =>
  (u: User): DataTableRowAction[] => [
    { id: 'invite', label: en ? 'Resend invitation' : 'Reenviar convite', icon: Mail, onSelect: () => invite(u) },
    { id: 'profile', label: en ? 'Open profile' : 'Abrir perfil', icon: UserRound, href: `/perfil/${u.uuid}` },
    {
      id: 'deactivate',
      label: en ? 'Deactivate' : 'Desativar',
      icon: UserX,
      tone: 'danger',
      onSelect: () => deactivate(u),
      disabledReason: u.status === 'INATIVO' ? (en ? 'Already inactive' : 'Já está inativo') : null,
    },
  ];

/**
 * Actions of one's own (`rowActions`): each item is data, its label, a lucide-react icon, a link
 * (`href`, drawn by `renderLink`: the app's router link) or a command (`onSelect`), its tone, and the
 * reason it is disabled on a row, if it is. Keyboard as ever: Enter opens on the first item, the arrows
 * skip a disabled one, Enter follows a link or runs a command.
 */
export const CustomActions: Story = {
  args: { onView: undefined, onEdit: undefined, onDelete: undefined, rowActions: accountActions(false), renderLink: recordingLink },
  parameters: { localeArgs: { en: { ...EN, rowActions: accountActions(true) } } },
  play: async ({ canvasElement }) => {
    followed.length = 0;
    invite.mockClear();
    deactivate.mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('columnheader', { name: 'Ações' })).toBeVisible();

    // A command, by mouse: it runs once the menu has closed, with the focus back on the button.
    const maria = canvas.getByRole('button', { name: 'Ações para Maria Aparecida Souza' });
    await userEvent.click(maria);
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Reenviar convite', 'Abrir perfil', 'Desativar']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reenviar convite' }));
    await waitFor(() => expect(invite).toHaveBeenCalledWith(USERS[0]));
    await expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(maria).toHaveFocus());

    // A link, by keyboard: a real link in the menu, followed with Enter.
    await userEvent.keyboard('{Enter}');
    const menu2 = await body.findByRole('menu');
    await waitFor(() => expect(within(menu2).getByRole('menuitem', { name: 'Reenviar convite' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const profile = within(menu2).getByRole('menuitem', { name: 'Abrir perfil' });
    await expect(profile).toHaveFocus();
    await expect(profile.tagName).toBe('A');
    await expect(profile).toHaveAttribute('href', '/perfil/u1');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(followed).toEqual(['/perfil/u1']));
    await waitFor(() => expect(menu2).not.toBeInTheDocument());

    // Disabled on this row, with why; the keyboard skips it.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para Ana Beatriz Conceição' }));
    const menu3 = await body.findByRole('menu');
    const off = within(menu3).getByRole('menuitem', { name: /Desativar/ });
    await expect(off).toHaveAttribute('aria-disabled', 'true');
    await expect(off).toHaveTextContent('Já está inativo');
    await userEvent.click(off);
    await expect(deactivate).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect(within(menu3).getByRole('menuitem', { name: 'Abrir perfil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu3).not.toBeInTheDocument());

    // Another row may be deactivated.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações para Carlos Eduardo Lima' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Desativar' }));
    await waitFor(() => expect(deactivate).toHaveBeenCalledWith(USERS[3]));
  },
};
