import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Landmark } from 'lucide-react';
import { AuthLayout, AUTH_LAYOUT_WIDTHS } from './AuthLayout';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { PasswordField } from '../PasswordField';
import { Notice } from '../Notice';

const logo = (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 22 }}>
    <Landmark aria-hidden size={28} />
    Portal Fiscal
  </span>
);

const loginForm = (t: { email: string; password: string; show: string; hide: string; submit: string }) => (
  <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
    <TextField label={t.email} type="email" autoComplete="email" required />
    <PasswordField label={t.password} showLabel={t.show} hideLabel={t.hide} required />
    <Button type="submit" fullWidth>
      {t.submit}
    </Button>
  </form>
);

const loginPt = loginForm({ email: 'E-mail', password: 'Senha', show: 'Mostrar senha', hide: 'Ocultar senha', submit: 'Entrar' });
const loginEn = loginForm({ email: 'Email', password: 'Password', show: 'Show password', hide: 'Hide password', submit: 'Sign in' });

/**
 * The layout of the screens without a session: login, sign-up (`width="wide"`), sign-up success,
 * password recovery and new password. A brand panel sits beside the centred card on desktop; at
 * width 1024 or less it becomes one column with the logo above the card. The screen's form is the
 * `children`; links such as 'Esqueci minha senha' go in `footer`.
 */
const meta = {
  title: 'Layout/AuthLayout',
  id: 'layout-authlayout',
  component: AuthLayout,
  args: {
    title: 'Entrar na sua conta',
    description: 'Acesse o portal com seu e-mail e senha.',
    logo,
    brandLabel: 'Sobre o Portal Fiscal',
    brandTitle: 'Tecnologia fiscal para quem faz o Brasil acontecer',
    brandText: 'Soluções fiscais, leis de incentivo e indicadores econômicos em um só lugar.',
    children: loginPt,
    footer: (
      <span>
        Não tem conta? <a href="#cadastro">Cadastre-se</a>
      </span>
    ),
    width: 'narrow',
  },
  argTypes: {
    width: { control: 'inline-radio', options: AUTH_LAYOUT_WIDTHS },
    children: { control: false },
    footer: { control: false },
    logo: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      en: {
        title: 'Sign in to your account',
        description: 'Access the portal with your email and password.',
        brandLabel: 'About Portal Fiscal',
        brandTitle: 'Tax technology for the people who keep Brazil running',
        brandText: 'Tax solutions, incentive laws and economic indicators in one place.',
        children: loginEn,
        footer: (
          <span>
            No account yet? <a href="#cadastro">Sign up</a>
          </span>
        ),
      },
    },
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeInTheDocument();
    await expect(canvas.getByRole('complementary', { name: 'Sobre o Portal Fiscal' })).toBeVisible();
  },
};

/** The sign-up form is wider. */
export const SignUp: Story = {
  args: {
    title: 'Criar conta',
    description: 'Preencha seus dados para começar.',
    width: 'wide',
    children: (
      <form
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField label="Nome" required />
        <TextField label="E-mail" type="email" required />
        <TextField label="Cargo" />
        <TextField label="Empresa" />
        <PasswordField label="Senha" showLabel="Mostrar senha" hideLabel="Ocultar senha" required autoComplete="new-password" />
        <PasswordField label="Confirmar senha" showLabel="Mostrar senha" hideLabel="Ocultar senha" required autoComplete="new-password" />
        <Button type="submit" fullWidth>
          Criar conta
        </Button>
      </form>
    ),
    footer: (
      <span>
        Já tem conta? <a href="#login">Entrar</a>
      </span>
    ),
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Create account',
        description: 'Fill in your details to get started.',
        children: (
          <form
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}
            onSubmit={(e) => e.preventDefault()}
          >
            <TextField label="Name" required />
            <TextField label="Email" type="email" required />
            <TextField label="Position" />
            <TextField label="Company" />
            <PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" required autoComplete="new-password" />
            <PasswordField
              label="Confirm password"
              showLabel="Show password"
              hideLabel="Hide password"
              required
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth>
              Create account
            </Button>
          </form>
        ),
        footer: (
          <span>
            Already have an account? <a href="#login">Sign in</a>
          </span>
        ),
      },
    },
  },
};

/** Password recovery after sending: a success notice and a link back to login. */
export const RecoverySent: Story = {
  args: {
    title: 'Recuperação de senha',
    description: undefined,
    children: (
      <>
        <Notice tone="success">Email enviado com sucesso!</Notice>
        <Button variant="secondary" fullWidth>
          Voltar ao login
        </Button>
      </>
    ),
    footer: undefined,
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Password recovery',
        children: (
          <>
            <Notice tone="success">Email sent successfully!</Notice>
            <Button variant="secondary" fullWidth>
              Back to login
            </Button>
          </>
        ),
      },
    },
  },
};

/** A failed login shows the spec's message above the form. */
export const LoginError: Story = {
  args: {
    children: (
      <>
        <Notice tone="danger" live>
          Preencha todos os campos
        </Notice>
        {loginPt}
      </>
    ),
  },
  parameters: {
    localeArgs: {
      en: {
        children: (
          <>
            <Notice tone="danger" live>
              Fill in all the fields
            </Notice>
            {loginEn}
          </>
        ),
      },
    },
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Redefinição de senha da sua conta de profissional contábil',
    description: 'Informe o e-mail cadastrado e enviaremos as instruções para criar uma nova senha de acesso ao portal.',
    brandTitle: 'Soluções fiscais, leis de incentivo e indicadores econômicos para contadores, advogados e economistas',
  },
};

/** One column: the brand panel gives way to the logo above the card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
