import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
// The theme itself too: this page uses no component, and without it a static Storybook opened here would
// show it without the theme's global styles and font.
import '../theme';
import { breakpoints, colorTokens, fontTokens, media, radiusTokens, shadowTokens, spaceTokens, zIndexTokens } from '../theme/tokens';

type ColorName = keyof typeof colorTokens;

/** Parses '#rrggbb' or 'rgba(r, g, b, a)' and composites it over `base` (white by default). */
function toRgb(value: string, base: [number, number, number] = [255, 255, 255]): [number, number, number] {
  if (value.startsWith('#')) {
    const hex = value.slice(1);
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  }
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b].map((c, i) => Math.round(c * a + base[i]! * (1 - a))) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/** Text colours and the backgrounds each must be readable on (WCAG AA, 4.5:1). */
const TEXT_PAIRS: [ColorName, ColorName][] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceSunken'],
  ['brand', 'surface'],
  ['brand', 'brandSoft'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['textInverse', 'danger'],
  ['textInverse', 'dangerHover'],
  ['textInverse', 'success'],
  ['textInverse', 'info'],
  ['success', 'successSoft'],
  ['danger', 'dangerSoft'],
  ['warning', 'warningSoft'],
  ['info', 'infoSoft'],
  ['neutral', 'neutralSoft'],
  ['accent', 'surface'],
];

/** Non-text UI colours that must reach 3:1 against the surface. */
const UI_PAIRS: [ColorName, ColorName][] = [
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
  ['star', 'surface'],
];

interface Labels {
  token: string;
  value: string;
  sample: string;
  onSurface: string;
  pairs: string;
  foreground: string;
  background: string;
  ratio: string;
  result: string;
  pass: string;
  fail: string;
  sampleText: string;
  colours: string;
  typography: string;
  spacing: string;
  radius: string;
  shadows: string;
  layers: string;
  breakpoints: string;
}

const pt: Labels = {
  token: 'Token',
  value: 'Valor',
  sample: 'Amostra',
  onSurface: 'Contraste sobre surface',
  pairs: 'Pares de texto e de componentes',
  foreground: 'Primeiro plano',
  background: 'Fundo',
  ratio: 'Contraste',
  result: 'Resultado',
  pass: 'Aprovado',
  fail: 'Reprovado',
  sampleText: 'Apuração fiscal ágil',
  colours: 'Cores',
  typography: 'Tipografia',
  spacing: 'Espaçamento',
  radius: 'Raios',
  shadows: 'Sombras',
  layers: 'Camadas (z-index)',
  breakpoints: 'Pontos de quebra',
};

const en: Labels = {
  token: 'Token',
  value: 'Value',
  sample: 'Sample',
  onSurface: 'Contrast on surface',
  pairs: 'Text and component pairs',
  foreground: 'Foreground',
  background: 'Background',
  ratio: 'Contrast',
  result: 'Result',
  pass: 'Pass',
  fail: 'Fail',
  sampleText: 'Agile tax filing',
  colours: 'Colours',
  typography: 'Typography',
  spacing: 'Spacing',
  radius: 'Radius',
  shadows: 'Shadows',
  layers: 'Layers (z-index)',
  breakpoints: 'Breakpoints',
};

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', maxWidth: 960, fontSize: 14, background: '#fff' };
const cell: CSSProperties = { textAlign: 'left', padding: '8px 12px', borderBottom: '1px solid #d0d7e2', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: fontTokens.family.mono, fontSize: 13 };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontSize: 20, fontWeight: 700, padding: '16px 0 8px' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, background: '#eef1f5' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const swatch = (background: string, extra: CSSProperties = {}) => (
  <span
    aria-hidden
    style={{ display: 'inline-block', width: 48, height: 32, borderRadius: 6, border: '1px solid #6b778a', background, ...extra }}
  />
);

function ColoursSection({ labels }: { labels: Labels }) {
  const row = ([fg, bg]: [ColorName, ColorName], min: number) => {
    const ratio = contrastRatio(colorTokens[fg], colorTokens[bg]);
    return (
      <tr key={`${fg}-${bg}`} data-pair={`${fg}/${bg}`} data-ratio={ratio.toFixed(2)} data-min={min}>
        <td style={cell}>
          <code style={code}>{fg}</code>
        </td>
        <td style={cell}>
          <code style={code}>{bg}</code>
        </td>
        <td style={cell}>{swatch(colorTokens[bg], { border: `4px solid ${colorTokens[fg]}` })}</td>
        <td style={cell}>
          {ratio.toFixed(2)}:1 (≥ {min}:1)
        </td>
        <td style={cell}>{ratio >= min ? labels.pass : labels.fail}</td>
      </tr>
    );
  };
  return (
    <div>
      <Table caption={labels.colours} head={[labels.token, labels.value, labels.sample, labels.onSurface]}>
        {(Object.keys(colorTokens) as ColorName[]).map((name) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{colorTokens[name]}</code>
            </td>
            <td style={cell}>{swatch(colorTokens[name])}</td>
            <td style={cell}>{contrastRatio(colorTokens[name], colorTokens.surface).toFixed(2)}:1</td>
          </tr>
        ))}
      </Table>
      <Table caption={labels.pairs} head={[labels.foreground, labels.background, labels.sample, labels.ratio, labels.result]}>
        {TEXT_PAIRS.map((pair) => row(pair, 4.5))}
        {UI_PAIRS.map((pair) => row(pair, 3))}
      </Table>
    </div>
  );
}

function TypographySection({ labels }: { labels: Labels }) {
  return (
    <div>
      <Table caption={labels.typography} head={[labels.token, labels.value, labels.sample]}>
        {Object.entries(fontTokens.size).map(([name, size]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>size.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{size}</code>
            </td>
            <td style={{ ...cell, fontSize: size, lineHeight: fontTokens.lineHeight.tight }}>{labels.sampleText}</td>
          </tr>
        ))}
        {Object.entries(fontTokens.weight).map(([name, weight]) => (
          <tr key={`w-${name}`} data-token={`weight.${name}`}>
            <td style={cell}>
              <code style={code}>weight.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{weight}</code>
            </td>
            <td style={{ ...cell, fontWeight: weight, fontSize: 18 }}>{labels.sampleText}</td>
          </tr>
        ))}
        {Object.entries(fontTokens.lineHeight).map(([name, lh]) => (
          <tr key={`l-${name}`} data-token={`lineHeight.${name}`}>
            <td style={cell}>
              <code style={code}>lineHeight.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{lh}</code>
            </td>
            <td style={{ ...cell, lineHeight: lh, maxWidth: 280 }}>
              {labels.sampleText}. {labels.sampleText}. {labels.sampleText}.
            </td>
          </tr>
        ))}
        {Object.entries(fontTokens.family).map(([name, family]) => (
          <tr key={`f-${name}`} data-token={`family.${name}`}>
            <td style={cell}>
              <code style={code}>family.{name}</code>
            </td>
            <td style={cell}>
              <code style={{ ...code, whiteSpace: 'normal' }}>{family}</code>
            </td>
            <td style={{ ...cell, fontFamily: family }}>{labels.sampleText} 0123456789</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

function ScalesSection({ labels }: { labels: Labels }) {
  return (
    <div>
      <Table caption={labels.spacing} head={[labels.token, labels.value, labels.sample]}>
        {Object.entries(spaceTokens).map(([name, value]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>space.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td style={cell}>
              <span aria-hidden style={{ display: 'block', width: value, height: 16, background: colorTokens.brand }} />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption={labels.radius} head={[labels.token, labels.value, labels.sample]}>
        {Object.entries(radiusTokens).map(([name, value]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>radius.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td style={cell}>
              {swatch(colorTokens.brandSoft, { width: 64, height: 40, borderRadius: value, border: `2px solid ${colorTokens.brand}` })}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption={labels.shadows} head={[labels.token, labels.value, labels.sample]}>
        {Object.entries(shadowTokens).map(([name, value]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>shadow.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td style={{ ...cell, padding: 16 }}>{swatch('#fff', { width: 80, height: 48, border: 'none', boxShadow: value })}</td>
          </tr>
        ))}
      </Table>
      <Table caption={labels.layers} head={[labels.token, labels.value]}>
        {Object.entries(zIndexTokens).map(([name, value]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>zIndex.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
          </tr>
        ))}
      </Table>
      <Table caption={labels.breakpoints} head={[labels.token, labels.value]}>
        {Object.entries(breakpoints).map(([name, value]) => (
          <tr key={name} data-token={name}>
            <td style={cell}>
              <code style={code}>breakpoints.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}px</code>
            </td>
          </tr>
        ))}
        {Object.entries(media).map(([name, value]) => (
          <tr key={`m-${name}`} data-token={`media.${name}`}>
            <td style={cell}>
              <code style={code}>media.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

function TokenPage({ labels, section }: { labels: Labels; section: 'colours' | 'typography' | 'scales' }) {
  if (section === 'colours') return <ColoursSection labels={labels} />;
  if (section === 'typography') return <TypographySection labels={labels} />;
  return <ScalesSection labels={labels} />;
}

/**
 * The design tokens, read from `packages/ui/src/theme/tokens.ts` (the same values the theme contract
 * exposes as CSS variables through `vars`). Colours show their hex value, a swatch and the contrast
 * ratio on `surface`; the pairs table checks every text/background pair the components use against
 * WCAG AA (4.5:1 for text, 3:1 for borders, focus ring and stars) and fails the story if one drops
 * below. Then the type scale, spacing, radius, shadows, z-index layers and breakpoints.
 */
const meta = {
  title: 'Fundamentos/Tokens',
  id: 'fundamentos-tokens',
  component: TokenPage,
  args: { labels: pt, section: 'colours' },
  argTypes: { labels: { control: false }, section: { control: false } },
  parameters: { localeArgs: { en: { labels: en } }, layout: 'padded' },
} satisfies Meta<typeof TokenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  name: 'Cores',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('tr[data-token]')).toHaveLength(Object.keys(colorTokens).length);
    await expect(canvas.getByText(colorTokens.brand)).toBeVisible();
    // Every documented pair meets its WCAG threshold: a token change that breaks one fails here.
    for (const row of canvasElement.querySelectorAll<HTMLElement>('tr[data-pair]')) {
      const ratio = Number(row.dataset.ratio);
      await expect(ratio, row.dataset.pair).toBeGreaterThanOrEqual(Number(row.dataset.min));
    }
  },
};

export const Typography: Story = {
  name: 'Tipografia',
  args: { section: 'typography' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Tipografia' })).toBeVisible();
    await expect(canvasElement.querySelector('tr[data-token="display"]')).not.toBeNull();
  },
};

export const Scales: Story = {
  name: 'Espaçamento, raios, sombras e camadas',
  args: { section: 'scales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Espaçamento', 'Raios', 'Sombras', 'Camadas (z-index)', 'Pontos de quebra']) {
      await expect(canvas.getByRole('table', { name })).toBeVisible();
    }
  },
};

export const Mobile: Story = {
  args: { section: 'colours' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
