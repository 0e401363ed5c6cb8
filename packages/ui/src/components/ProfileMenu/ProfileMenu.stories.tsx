import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu, PROFILE_LANGUAGES } from './ProfileMenu';
import { profilePhoto, profileLabelsPt, profileLabelsEn } from './storyFixtures';

/**
 * The menu behind the avatar in the header (Radix DropdownMenu, rendered in a portal): 'Olá,
 * {name}!' (or 'Olá!' without a name), the email, 'Gerenciar minha conta', the language as radio
 * items PT-BR / EN, 'Configurações gerais' and 'Sair'. Every action is a callback; the app
 * navigates, switches i18next and logs out.
 */
const meta = {
  title: 'Layout/ProfileMenu',
  id: 'layout-profilemenu',
  component: ProfileMenu,
  args: {
    name: 'Mariana Albuquerque',
    email: 'mariana.albuquerque@contabilidade-exemplo.com.br',
    avatarSrc: profilePhoto,
    labels: profileLabelsPt,
    language: 'pt-BR',
    onLanguageChange: fn(),
    onManageAccount: fn(),
    onSettings: fn(),
    onLogout: fn(),
  },
  argTypes: { language: { control: 'inline-radio', options: PROFILE_LANGUAGES } },
  parameters: { localeArgs: { en: { labels: profileLabelsEn, language: 'en' } } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse: the avatar opens the menu; an item calls its handler and closes the menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir menu do perfil' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Olá, Mariana Albuquerque!')).toBeInTheDocument();
    await expect(within(menu).getByText('mariana.albuquerque@contabilidade-exemplo.com.br')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitemradio', { name: 'PT-BR' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Gerenciar minha conta' }));
    await expect(args.onManageAccount).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Configurações gerais' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Enter opens, arrows move, Enter chooses EN, and Sair logs out; Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir menu do perfil' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Gerenciar minha conta' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitemradio', { name: 'EN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Without a name: 'Olá!' and the initials of the email. */
export const WithoutName: Story = {
  args: { name: null, avatarSrc: null, defaultOpen: true },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Olá!')).toBeInTheDocument();
  },
};

/** Open, for the snapshot. */
export const Open: Story = { args: { defaultOpen: true } };

/** English selected. */
export const EnglishSelected: Story = {
  args: { language: 'en', labels: profileLabelsEn, defaultOpen: true },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'EN' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongPortugueseText: Story = {
  args: {
    name: 'Maria da Conceição Albuquerque de Vasconcelos Cavalcanti',
    email: 'maria.conceicao.vasconcelos.cavalcanti@escritorio-contabil-nordeste.com.br',
    avatarSrc: null,
    defaultOpen: true,
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
