// The visual gate tests itself: it must fail where the picture really changes (one colour token, one
// spacing token, a component moved by 2 px) and pass where it does not. Each case renders a story with
// a stylesheet that makes the change and compares it with the committed baseline, as a real change
// would be compared. Storybook is built with readable CSS variable names (`--color-brand__hash`),
// which is how a case finds the one token it changes.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { comparePng } from './compare.mjs';

/**
 * The cases. `changed` stories use what the case alters and must differ from their baseline;
 * `unchanged` stories do not and must still match (the check is not failing everything).
 */
export const SELF_TEST_CASES = [
  {
    name: "colour token 'brand' changed",
    override: { token: 'color-brand', value: '#8a2b0b' },
    changed: ['basicos-button--primary', 'paginas-autenticacao-login--default'],
    unchanged: ['basicos-skeleton--text'],
  },
  {
    name: "spacing token 'md' changed from 12px to 14px",
    override: { token: 'space-md', value: '14px' },
    changed: ['basicos-button--sizes'],
    unchanged: ['basicos-skeleton--text'],
  },
  {
    name: 'one component moved by 2 px',
    css: '#storybook-root button:first-of-type { position: relative; left: 2px; }',
    changed: ['basicos-button--primary'],
    unchanged: ['basicos-skeleton--text'],
  },
];

/** In the page: the full name of the :root variable whose readable name is `token`. */
function findVariableInPage(token) {
  for (const sheet of document.styleSheets) {
    let rules;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const property of rule.style) {
        if (property === `--${token}` || property.startsWith(`--${token}__`)) return property;
      }
    }
  }
  return null;
}

export async function selfTest({ browser, url, openPreview, captureStory, baselineDir }) {
  const problems = [];
  for (const testCase of SELF_TEST_CASES) {
    const stories = [...testCase.changed.map((id) => [id, true]), ...testCase.unchanged.map((id) => [id, false])];
    // Opened on the case's first story, so the theme's stylesheet (where the token lives) is loaded.
    const page = await openPreview(browser, url, stories[0][0]);
    try {
      let css = testCase.css ?? '';
      if (testCase.override) {
        const variable = await page.evaluate(findVariableInPage, testCase.override.token);
        if (!variable) {
          problems.push(`${testCase.name}: no theme variable --${testCase.override.token} in the build`);
          continue;
        }
        css = `:root { ${variable}: ${testCase.override.value} !important; }`;
      }
      for (const [storyId, shouldDiffer] of stories) {
        const baseline = join(baselineDir, `${storyId}.png`);
        if (!existsSync(baseline)) {
          problems.push(`${testCase.name}: story ${storyId} has no baseline`);
          continue;
        }
        const [{ png: actual }] = await captureStory(page, storyId, { extraCss: css });
        const { equal, reason } = comparePng(readFileSync(baseline), actual);
        if (shouldDiffer && equal) problems.push(`${testCase.name}: ${storyId} should differ from its baseline, and it matched`);
        if (!shouldDiffer && !equal) problems.push(`${testCase.name}: ${storyId} should match its baseline (${reason})`);
      }
    } finally {
      await page.context().close();
    }
  }
  console.log(`  self-test: ${SELF_TEST_CASES.length} cases, ${problems.length ? 'FAILED' : 'the gate fails on each change and only there'}`);
  return problems;
}
