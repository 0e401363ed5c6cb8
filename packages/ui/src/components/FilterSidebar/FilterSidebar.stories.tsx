import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
import { emptyFilterValue, type FilterGroup, type FilterValue } from './filterValue';

const appNames = [
  'Apura Fácil ICMS',
  'NF Simples',
  'Conta Certa',
  'Reforma 360',
  'SPED Check',
  'Folha Ágil',
  'Crédito PIS/COFINS',
  'DIFAL Pro',
  'Agenda Fiscal',
  'Simples Calc',
  'Auditor Digital',
  'Tributo Zen',
];
const marketplaceGroups: FilterGroup[] = [{ id: 'solucao', label: 'Solução Fiscal', options: appNames }];

const tags = ['Esporte', 'Cultura', 'Saúde', 'Idoso'];
const leisGroups: FilterGroup[] = [
  { id: 'tags', label: 'Tags', options: tags },
  { id: 'cidades', label: 'Cidades', options: ['Belo Horizonte', 'São Paulo', 'Curitiba', 'Recife'] },
  { id: 'impostos', label: 'Impostos', options: ['IR', 'ICMS', 'ISS'] },
  { id: 'area', label: 'Área Direcionamento', options: ['Educação', 'Inclusão social', 'Meio ambiente'] },
];
const leisDefault = (): FilterValue => ({
  ...emptyFilterValue(leisGroups),
  selected: { ...emptyFilterValue(leisGroups).selected, tags: [...tags] },
});

/** The story keeps the value in state, as a page does, and reports every callback. */
function Stateful({ resetValue, ...args }: FilterSidebarProps & { resetValue: () => FilterValue }) {
  const [value, setValue] = useState<FilterValue>(args.value);
  return (
    <FilterSidebar
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onReset={() => {
        setValue(resetValue());
        args.onReset();
      }}
    />
  );
}

/**
 * The filter side panel: title 'Filtros', a search field, checkbox groups listing at most 10
 * distinct values each, removable chips for the selected values, 'Limpar filtros', 'Aplicar
 * filtros' and a close control. It is controlled: the page owns `value` and decides what a reset
 * means (the leis page re-selects every tag). Enter in the search field applies. Full width on mobile.
 */
const meta = {
  title: 'Filtros/FilterSidebar',
  id: 'filtros-filtersidebar',
  component: FilterSidebar,
  args: {
    title: 'Filtros',
    searchLabel: 'Buscar',
    searchPlaceholder: 'Digite o nome ou descrição',
    groups: marketplaceGroups,
    value: emptyFilterValue(marketplaceGroups),
    resetLabel: 'Limpar filtros',
    applyLabel: 'Aplicar filtros',
    closeLabel: 'Fechar filtros',
    selectedLabel: 'Selecionados',
    removeChipLabel: (v: string) => `Remover ${v}`,
    emptyGroupLabel: 'Nenhuma opção disponível',
    onChange: fn(),
    onApply: fn(),
    onReset: fn(),
    onClose: fn(),
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Filters',
        searchLabel: 'Search',
        searchPlaceholder: 'Type the name or description',
        groups: [{ id: 'solucao', label: 'Tax solution', options: appNames }],
        resetLabel: 'Clear filters',
        applyLabel: 'Apply filters',
        closeLabel: 'Close filters',
        selectedLabel: 'Selected',
        removeChipLabel: (v: string) => `Remove ${v}`,
        emptyGroupLabel: 'No options available',
      },
    },
  },
  render: (args) => <Stateful {...args} resetValue={() => emptyFilterValue(args.groups)} />,
} satisfies Meta<typeof FilterSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marketplace: 12 apps, 10 listed. Tick with the mouse, remove a chip, reset, apply. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Filtros' })).toBeInTheDocument();
    const group = canvas.getByRole('group', { name: 'Solução Fiscal' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    await expect(within(group).queryByRole('checkbox', { name: 'Auditor Digital' })).toBeNull();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'fiscal');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NF Simples' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'DIFAL Pro' }));
    await expect(canvas.getByRole('checkbox', { name: 'NF Simples' })).toBeChecked();
    const chips = canvas.getByRole('list', { name: 'Selecionados' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);

    // Remove a chip: its checkbox is unticked.
    await userEvent.click(canvas.getByRole('button', { name: 'Remover NF Simples' }));
    await expect(canvas.getByRole('checkbox', { name: 'NF Simples' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: 'fiscal', selected: { solucao: ['DIFAL Pro'] } });

    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtros' }));
    await expect(args.onApply).toHaveBeenCalledWith({ search: 'fiscal', selected: { solucao: ['DIFAL Pro'] } });

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'DIFAL Pro' })).not.toBeChecked();
    await expect(canvas.queryByRole('list', { name: 'Selecionados' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Fechar filtros' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: type, Tab to a checkbox, Space ticks, Enter in the search applies, Tab to a chip and Enter removes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fechar filtros' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveFocus();
    await userEvent.keyboard('icms');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Apura Fácil ICMS' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Apura Fácil ICMS' })).toBeChecked();

    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ search: 'icms', selected: { solucao: ['Apura Fácil ICMS'] } });

    // The chips come after the last group: from the group's last box, Tab reaches the chip.
    const boxes = canvas.getAllByRole('checkbox');
    boxes[boxes.length - 1]?.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover Apura Fácil ICMS' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: 'Apura Fácil ICMS' })).not.toBeChecked();
  },
};

/**
 * Leis: four groups; every tag selected by default and shown as a chip (only tags get chips).
 * Removing a chip unselects it; 'Limpar filtros' re-selects every tag and clears the rest.
 */
export const Leis: Story = {
  args: {
    searchPlaceholder: 'Digite o título ou nome',
    groups: leisGroups,
    value: leisDefault(),
    chipGroupIds: ['tags'],
  },
  parameters: {
    localeArgs: {
      en: {
        searchPlaceholder: 'Type the title or name',
        groups: leisGroups.map((g) => ({
          ...g,
          label: { tags: 'Tags', cidades: 'Cities', impostos: 'Taxes', area: 'Target area' }[g.id] ?? g.label,
        })),
      },
    },
  },
  render: (args) => <Stateful {...args} resetValue={leisDefault} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = () => within(canvas.getByRole('list', { name: 'Selecionados' })).getAllByRole('listitem');
    await expect(chips()).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Saúde' }));
    await expect(chips()).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Saúde' })).not.toBeChecked();
    // Cities do not become chips.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recife' }));
    await expect(chips()).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(chips()).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: 'Saúde' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Recife' })).not.toBeChecked();
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    // The chips come after the tags: a tick adds or removes one, and no tag box moves (a quick second
    // click lands on the box of the first), down to the last chip, whose block then goes.
    const tagBoxes = within(canvas.getByRole('group', { name: 'Tags' })).getAllByRole('checkbox');
    const tops = () => tagBoxes.map((box) => Math.round(box.getBoundingClientRect().top));
    const before = tops();
    for (const box of tagBoxes) {
      await userEvent.click(box);
      await expect(tops()).toEqual(before);
    }
    await expect(canvas.queryByRole('list', { name: 'Selecionados' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(chips()).toHaveLength(4);
  },
};

/** No values to filter by yet. */
export const Empty: Story = {
  args: { groups: [{ id: 'solucao', label: 'Solução Fiscal', options: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma opção disponível')).toBeVisible();
  },
};

/** While options load. */
export const Disabled: Story = {
  args: { disabled: true, value: { search: 'nota', selected: { solucao: ['NF Simples'] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aplicar filtros' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'NF Simples' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover NF Simples' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    searchPlaceholder: 'Digite o nome, a descrição ou a categoria da solução fiscal',
    groups: [
      {
        id: 'solucao',
        label: 'Soluções fiscais homologadas para escritórios de contabilidade',
        options: [
          'Gestor de Obrigações Acessórias e Escrituração Fiscal Digital',
          'Plataforma de Recuperação de Créditos Tributários de PIS e COFINS',
        ],
      },
    ],
    value: { search: '', selected: { solucao: ['Plataforma de Recuperação de Créditos Tributários de PIS e COFINS'] } },
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
