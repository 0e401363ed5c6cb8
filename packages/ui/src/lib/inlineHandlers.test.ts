import { describe, expect, it } from 'vitest';
import { withoutInlineHandlers } from './inlineHandlers';

describe('withoutInlineHandlers', () => {
  it('takes the handlers out of the tags, in every spelling the parser accepts', () => {
    expect(withoutInlineHandlers(`<img src="x" onerror="alert('objetivo')">`)).toBe('<img src="x" >');
    expect(withoutInlineHandlers(`<img src=x onerror=alert(1)>`)).toBe('<img src=x >');
    expect(withoutInlineHandlers(`<img/onerror='alert(1)'>`)).toBe('<img/>');
    expect(withoutInlineHandlers(`<img src="x"onerror="alert(1)">`)).toBe('<img src="x">');
    expect(withoutInlineHandlers(`<svg OnLoad = "alert(1)"><a onclick=x onmouseover="y" href="/">a</a></svg>`)).toBe(
      '<svg ><a   href="/">a</a></svg>',
    );
  });

  it('leaves the text and the other attributes alone', () => {
    const text = '<p class="onda" data-on="1">Onde: onerror=1 e one = 2, <strong>online</strong></p>';
    expect(withoutInlineHandlers(text)).toBe(text);
    expect(withoutInlineHandlers('')).toBe('');
  });
});
