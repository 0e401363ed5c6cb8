import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay, LOADING_OVERLAY_MODES } from './LoadingOverlay';

/**
 * A veil with spinner and label ('Carregando...', 'Salvando...') over content being loaded or saved.
 * `mode="container"` covers the nearest positioned ancestor (the ratings list); `mode="fullScreen"`
 * covers the page during a save. Set `aria-busy` on the covered region yourself.
 */
const meta = {
  title: 'Básicos/LoadingOverlay',
  id: 'basicos-loadingoverlay',
  component: LoadingOverlay,
  args: { label: 'Carregando...' },
  argTypes: { mode: { control: 'inline-radio', options: LOADING_OVERLAY_MODES } },
  parameters: { localeArgs: { en: { label: 'Loading...' } } },
  decorators: [
    (Story) => (
      <section
        aria-busy="true"
        aria-label="Avaliações"
        style={{ position: 'relative', minHeight: 220, padding: 16, border: '1px solid #d0d7e2', borderRadius: 8, background: '#fff' }}
      >
        <p style={{ margin: 0 }}>Avaliações dos usuários</p>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Container: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const FullScreen: Story = {
  args: { mode: 'fullScreen', label: 'Salvando...' },
  parameters: { localeArgs: { en: { label: 'Saving...' } } },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole('status').closest('[data-mode]');
    await expect(overlay).toHaveAttribute('data-mode', 'fullScreen');
    await expect(getComputedStyle(overlay as Element).position).toBe('fixed');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const LongPortugueseText: Story = { args: { label: 'Carregando os tipos de provider e as empresas cadastradas no portal...' } };

export const Mobile: Story = { args: { mode: 'fullScreen' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
