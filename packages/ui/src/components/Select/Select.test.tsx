import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'en', label: 'English' },
];

/** The trigger's text in HTML rendered without a browser, as the build renders a frame (ADR 0014). */
const triggerText = (markup: string) => /<button[^>]*role="combobox"[^>]*>(.*?)<\/button>/s.exec(markup)?.[1]?.replace(/<[^>]+>/g, '');

describe('Select rendered to HTML', () => {
  it('shows the chosen option, which Radix alone fills in only once its list has mounted', () => {
    expect(triggerText(renderToStaticMarkup(<Select label="Idioma" options={options} value="en" />))).toBe('English');
  });
  it('shows the placeholder while nothing is chosen, and nothing for a value its options do not name yet', () => {
    expect(triggerText(renderToStaticMarkup(<Select label="Idioma" placeholder="Selecione" options={options} value="" />))).toBe(
      'Selecione',
    );
    expect(triggerText(renderToStaticMarkup(<Select label="Idioma" options={[]} value="en" />))).toBe('');
  });
});
