import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyBRL } from '../MoneyBRL';
import { LeiSection, LEI_SECTION_HEADING_LEVELS } from './LeiSection';

/**
 * A titled block of the incentive-law page: Objetivo, Contrapartida, Locais de execução, Público
 * Alvo, Total Impactados, Investimento. Content is plain `text`, backend `html` (sanitised with
 * DOMPurify inside the component) or any nodes (`children`, e.g. a `MoneyBRL`).
 */
const meta = {
  title: 'Leis/LeiSection',
  id: 'leis-leisection',
  component: LeiSection,
  args: {
    title: 'Contrapartida',
    text: 'Exposição da marca do patrocinador em todo o material de divulgação do projeto.',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: LEI_SECTION_HEADING_LEVELS } },
  parameters: {
    localeArgs: {
      en: { title: 'Counterpart', text: "Sponsor's brand shown in all of the project's promotional material.", emptyLabel: 'Not informed' },
    },
  },
} satisfies Meta<typeof LeiSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contrapartida' });
    await expect(region).toHaveTextContent('Exposição da marca');
  },
};

/** HTML from the backend: formatting is kept, scripts and event handlers are removed. */
export const SanitisedHtml: Story = {
  args: {
    title: 'Objetivo',
    text: undefined,
    html: '<p>Promover a <strong>inclusão esportiva</strong> de 300 crianças.</p><script>window.__pwned = true</script><p><a href="javascript:window.__pwned=true" onclick="window.__pwned = true">Saiba mais</a></p><img src="x" onerror="window.__pwned = true"><ul><li>Aulas gratuitas</li><li>Uniformes</li></ul>',
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Objective',
        html: '<p>Promote <strong>sport inclusion</strong> for 300 children.</p><script>window.__pwned = true</script>',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Objetivo' });
    await expect(within(region).getByText('inclusão esportiva').tagName).toBe('STRONG');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onclick]')).toBeNull();
    // No media from the backend's HTML: nothing loads, nothing lacks a text alternative.
    await expect(region.querySelector('img')).toBeNull();
    await expect(within(region).getByText('Saiba mais')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Investimento: Story = {
  args: { title: 'Investimento', text: undefined },
  parameters: { localeArgs: { en: { title: 'Investment', text: undefined } } },
  render: (args) => (
    <LeiSection {...args}>
      <MoneyBRL value={1250000} emphasis="strong" />
    </LeiSection>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Investimento' }).textContent?.replace(/\s/g, ' ')).toContain(
      'R$ 1.250.000,00',
    );
  },
};

export const Empty: Story = {
  args: { title: 'Público Alvo', text: null, emptyLabel: 'Não informado' },
  parameters: { localeArgs: { en: { title: 'Target audience', text: null, emptyLabel: 'Not informed' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não informado')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Locais de execução',
    text: 'Escolas municipais de Belo Horizonte, Contagem, Betim e Sete Lagoas, com atividades complementares em centros comunitários da Região Metropolitana.\nAtendimento itinerante nas comunidades ribeirinhas do Vale do Jequitinhonha durante o segundo semestre.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
