import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { PageBehind, playPageBehindInert } from '../Modal/storyPageBehind';
import { SlideOver, SLIDE_OVER_SIZES } from './SlideOver';

/**
 * A right-side panel (Radix Dialog) for filters and details: `title`, optional `description`, a
 * scrolling body and pinned `footer` actions; the close button is labelled by `closeLabel`. Focus is
 * trapped and returns to the trigger; Escape or a click on the veil closes it. Full width on phones.
 */
const meta = {
  title: 'Básicos/SlideOver',
  id: 'basicos-slideover',
  component: SlideOver,
  args: {
    title: 'Filtros',
    description: 'Refine a lista de aplicativos',
    closeLabel: 'Fechar filtros',
    onOpenChange: fn(),
    children: <TextField label="Buscar" type="search" placeholder="Digite o nome ou descrição" />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: SLIDE_OVER_SIZES },
    children: { control: false },
    footer: { control: false },
    trigger: { control: false },
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Filters',
        description: 'Refine the list of apps',
        closeLabel: 'Close filters',
        children: <TextField label="Search" type="search" placeholder="Type the name or description" />,
      },
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <SlideOver
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        trigger={<Button variant="secondary">Filtros</Button>}
        footer={
          <>
            <Button variant="secondary">Limpar filtros</Button>
            <Button onClick={() => setOpen(false)}>Aplicar filtros</Button>
          </>
        }
      />
    );
  },
} satisfies Meta<typeof SlideOver>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtros' });

    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Filtros' });
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar' }), 'ICMS');
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar filtros' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Filtros' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard(' ');
    await userEvent.click(await body.findByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Open over a page with links and buttons: while the panel is open, everything outside it is `inert` (out
 * of the accessibility tree and of the Tab order alike, not only `aria-hidden`: axe's `aria-hidden-focus`);
 * closing gives the page back. The story ends with the panel open, so the axe check after it runs on that
 * state; axe only lists such elements as 'needs review' while a dialog is open, so the play checks that
 * none is left (`reachableButHidden`).
 */
export const PageBehindInert: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <PageBehind
        label="Navegação do marketplace"
        links={['Aplicativos', 'Fornecedores']}
        action={<Button variant="secondary">Ordenar por avaliação</Button>}
      >
        <SlideOver
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
          trigger={<Button>Filtros</Button>}
          footer={<Button onClick={() => setOpen(false)}>Aplicar filtros</Button>}
        />
      </PageBehind>
    );
  },
  play: ({ canvasElement }) =>
    playPageBehindInert(canvasElement, {
      link: 'Aplicativos',
      behind: 'Ordenar por avaliação',
      trigger: 'Filtros',
      dialog: 'Filtros',
      close: 'Aplicar filtros',
    }),
};

export const Open: Story = {
  render: (args) => (
    <SlideOver
      {...args}
      open
      footer={
        <>
          <Button variant="secondary">Limpar filtros</Button>
          <Button>Aplicar filtros</Button>
        </>
      }
    />
  ),
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Filtros' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { children: <p style={{ margin: 0 }}>Nenhum filtro disponível.</p> },
  parameters: {
    localeArgs: { en: { title: 'Filters', closeLabel: 'Close filters', children: <p style={{ margin: 0 }}>No filters available.</p> } },
  },
  render: (args) => <SlideOver {...args} open />,
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Detalhes do fornecedor de soluções de apuração e escrituração fiscal digital',
    description: 'Informações cadastrais, produtos publicados e usuários vinculados ao fornecedor',
    children: (
      <p style={{ margin: 0 }}>
        A Contábil Horizonte Tecnologia Tributária Ltda. oferece soluções de apuração de ICMS, ISS, PIS e COFINS integradas ao SPED, com
        conciliação automática das notas fiscais eletrônicas e painéis gerenciais para a diretoria financeira.
      </p>
    ),
  },
  render: (args) => <SlideOver {...args} open />,
};

export const Mobile: Story = {
  render: (args) => (
    <SlideOver
      {...args}
      open
      footer={
        <>
          <Button variant="secondary">Limpar filtros</Button>
          <Button>Aplicar filtros</Button>
        </>
      }
    />
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
