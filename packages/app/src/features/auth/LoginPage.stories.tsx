import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { PAGE_PARAMETERS, pageStory, screenHeading, pendingRequest, throttledPost } from '../../testing/pageStory';
import { storyLocation, storyToken, withPortal } from '../../testing/StoryPortal';
import { SOCIAL_STATE_KEY } from './socialState';

const HELENA = 'helena.prado@gmail.demo';
const IGOR = 'igor.fernandes@linkedin.demo';

/**
 * /login — email and password, Google and LinkedIn, remember me, the spec's query-parameter
 * messages, and (mock mode only) the demo accounts. Rendered through the real routes on the mock backend.
 */
const meta = {
  title: 'Páginas/Autenticação/Login',
  id: 'paginas-autenticacao-login',
  component: AppRoutes,
  ...pageStory({ path: '/login' }),
  // The accounts the social sign-in stories come back as: their tokens are signed by the page's loader.
  parameters: { ...PAGE_PARAMETERS, tokensFor: [HELENA, IGOR] },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an email and a password on the sign-in screen and presses 'Entrar'; the screen's queries. */
async function submitAs(canvasElement: HTMLElement, email: string, password: string) {
  await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/password/recovery');
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
  },
};

export const SignsInWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Email/));
    await userEvent.keyboard('usuario@portalfiscal.demo');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    await screenHeading(canvasElement, 'Bom dia, Carla Mendes!');
    await expect(storyLocation.current.history.at(-1)).toBe('/dashboard');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Preencha todos os campos')).toBeVisible();
    await expect(canvas.getByText('Informe seu email.')).toBeVisible();
    await expect(canvas.getByText('Informe sua senha.')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'admin@portalfiscal.demo', 'errada');
    await expect(await canvas.findByText('Email ou senha incorretos.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { 'auth.login': pendingRequest('post', `${DEMO_BASE_URLS.server}/auth/login`) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'admin@portalfiscal.demo', 'demo1234');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Entrando...' })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        'auth.login': http.post(`${DEMO_BASE_URLS.server}/auth/login`, () => HttpResponse.json({ message: 'Falha' }, { status: 500 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'admin@portalfiscal.demo', 'demo1234');
    await expect(await canvas.findByText('Não foi possível entrar agora. Tente novamente em instantes.')).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  name: 'Server: too many attempts (429)',
  parameters: {
    msw: { handlers: { 'auth.login': throttledPost(`${DEMO_BASE_URLS.server}/auth/login`) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'admin@portalfiscal.demo', 'errada');
    // The server's message names the wait, instead of the generic failure.
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 1 minuto.')).toBeVisible();
    await expect(canvas.queryByText('Não foi possível entrar agora. Tente novamente em instantes.')).toBeNull();
  },
};

export const AccountCreated: Story = {
  decorators: [withPortal({ path: '/login?accountEmail=nova%40empresa.com.br' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await within(canvasElement).findByText('Conta criada com sucesso!')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/^Email/)).toHaveValue('nova@empresa.com.br');
  },
};

export const TokenExpired: Story = {
  decorators: [withPortal({ path: '/login?auth=unauthorized' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await within(canvasElement).findByText('Token expirado. Logue novamente')).toBeVisible();
  },
};

export const AccountExists: Story = {
  decorators: [withPortal({ path: '/login?accountexist=true' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await within(canvasElement).findByText('Conta já existe')).toBeVisible();
  },
};

export const WithoutDemoHint: Story = {
  name: 'Without demo hint (real backend)',
  decorators: [withPortal({ path: '/login', demo: false })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(within(canvasElement).queryByText('Contas de demonstração')).toBeNull();
  },
};

/**
 * A story that starts where the identity provider sends the browser back after a sign-in started in this tab:
 * /login?token=<a valid token of that account>&state=<the value the button kept for the tab>.
 */
const returningFrom =
  (email: string): Decorator =>
  (Story, context) => {
    const state = 'estado-da-historia-0123456789';
    window.sessionStorage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state, remember: true }));
    return withPortal({ path: `/login?token=${encodeURIComponent(storyToken(context, email))}&state=${state}` })(Story, context);
  };

/** A story that starts on a link someone else made: /login?token=<a valid token of that account>, no state of this tab. */
const plantedLink =
  (email: string): Decorator =>
  (Story, context) => {
    window.sessionStorage.removeItem(SOCIAL_STATE_KEY);
    return withPortal({ path: `/login?token=${encodeURIComponent(storyToken(context, email))}` })(Story, context);
  };

export const PlantedLinkAsks: Story = {
  name: 'A ?token= link not started here asks, naming the account (login CSRF)',
  decorators: [plantedLink(HELENA)],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entrar como Helena Prado?' });
    await expect(dialog).toHaveTextContent('Este link abre uma sessão na conta de Helena Prado.');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Entrar como Helena Prado' })).toBeVisible();
    await expect(storyLocation.current.history.at(-1)).toBe('/login');
  },
};

export const PlantedLinkConfirmed: Story = {
  name: "A ?token= link not started here: 'Entrar como …' → dashboard",
  decorators: [plantedLink(HELENA)],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entrar como Helena Prado?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar como Helena Prado' }));
    await screenHeading(canvasElement, 'Bom dia, Helena Prado!');
  },
};

export const InvalidLink: Story = {
  name: 'A ?token= link whose token does not work says so',
  decorators: [withPortal({ path: '/login?token=isto-nao-e-um-token' })],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Link de acesso inválido' });
    await expect(dialog).toHaveTextContent('Este link de acesso não vale mais');
    await expect(within(dialog).getByRole('button', { name: 'Entendi' })).toBeVisible();
    // Nobody was signed in: the sign-in screen is behind the dialog (the e2e journey closes it).
    await expect(storyLocation.current.history.at(-1)).toBe('/login');
  },
};

export const SocialReturnGoogle: Story = {
  name: 'Social sign-in: back from Google (token) → dashboard with the name',
  decorators: [returningFrom(HELENA)],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Bom dia, Helena Prado!');
    await expect(storyLocation.current.history.at(-1)).toBe('/dashboard');
  },
};

export const SocialReturnLinkedIn: Story = {
  name: 'Social sign-in: back from LinkedIn (token) → dashboard with the name',
  decorators: [returningFrom(IGOR)],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Bom dia, Igor Fernandes!');
  },
};

/** The whole click → provider → back journey, through the mock backend's 302. */
export const SocialSignInGoogle: Story = {
  name: 'Social sign-in: Google button → dashboard',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar com Google' }));
    await screenHeading(canvasElement, 'Bom dia, Helena Prado!');
  },
};

export const SocialSignInLinkedIn: Story = {
  name: 'Social sign-in: LinkedIn button → dashboard',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar com LinkedIn' }));
    await screenHeading(canvasElement, 'Bom dia, Igor Fernandes!');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Sign in to Portal Fiscal');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
  },
};
