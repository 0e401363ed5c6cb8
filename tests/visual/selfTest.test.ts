// The visual gate tests itself, in the same run as the stories: it must fail where the picture really
// changes (one colour token, one spacing token, a component moved by 2 px) and pass where it does not.
// Each case renders a story with a stylesheet that makes the change and compares it with the committed
// baseline, exactly as the story pass does (tests/visual/picture.ts). Left out of an update run, which
// would accept the altered pictures as baselines.
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import * as ButtonStories from '../../packages/ui/src/components/Button/Button.stories';
import * as SkeletonStories from '../../packages/ui/src/components/Skeleton/Skeleton.stories';
import * as LoginStories from '../../packages/app/src/features/auth/LoginPage.stories';
import { baselineArg, SELF_TEST_PREFIX } from './names';
import { picture } from './picture';
import { installStillStyles, settle } from './settle';

const button = composeStories(ButtonStories);
const skeleton = composeStories(SkeletonStories);
const login = composeStories(LoginStories);

/** A story the cases render: its id, how to render it, and whether it is a page (pictured as its first screen). */
interface Subject {
  id: string;
  run: () => Promise<void>;
  isPage?: boolean;
}

const primaryButton: Subject = { id: 'basicos-button--primary', run: () => button.Primary.run() };
const buttonSizes: Subject = { id: 'basicos-button--sizes', run: () => button.Sizes.run() };
const skeletonText: Subject = { id: 'basicos-skeleton--text', run: () => skeleton.Text.run() };
const loginPage: Subject = { id: 'paginas-autenticacao-login--default', run: () => login.Default.run(), isPage: true };

/** `changed` stories use what the case alters and must differ from their baseline; `unchanged` ones must still match. */
const CASES: Array<{ name: string; token?: { name: string; value: string }; css?: string; changed: Subject[]; unchanged: Subject[] }> = [
  {
    name: "colour token 'brand' changed",
    token: { name: 'color-brand', value: '#8a2b0b' },
    changed: [primaryButton, loginPage],
    unchanged: [skeletonText],
  },
  {
    name: "spacing token 'md' changed from 12px to 14px",
    token: { name: 'space-md', value: '14px' },
    changed: [buttonSizes],
    unchanged: [skeletonText],
  },
  {
    name: 'one component moved by 2 px',
    css: 'button:first-of-type { position: relative; left: 2px; }',
    changed: [primaryButton],
    unchanged: [skeletonText],
  },
];

/** The full name of the :root variable whose readable name is `token` (`--color-brand__hash`). */
function themeVariable(token: string): string | null {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
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

async function render(subject: Subject, css: string): Promise<void> {
  installStillStyles();
  document.body.style.padding = subject.isPage ? '' : '1rem';
  await page.viewport(1440, 900);
  await subject.run();
  const style = document.createElement('style');
  style.dataset.selfTest = '';
  style.textContent = css;
  document.head.append(style);
  await settle();
}

describe.skipIf(inject('visualUpdate'))('the visual gate', () => {
  afterEach(() => {
    for (const style of document.querySelectorAll('style[data-self-test]')) style.remove();
    document.body.style.removeProperty('padding');
  });

  for (const testCase of CASES) {
    describe(testCase.name, () => {
      for (const subject of testCase.changed) {
        it(`fails on ${subject.id}, which matches its baseline unchanged`, async () => {
          await render(subject, '');
          await picture(`${SELF_TEST_PREFIX}${baselineArg(subject.id, false)}`, Boolean(subject.isPage), { note: false });
          let css = testCase.css ?? '';
          if (testCase.token) {
            const variable = themeVariable(testCase.token.name);
            expect(variable, `no theme variable --${testCase.token.name}`).not.toBeNull();
            css = `:root { ${variable}: ${testCase.token.value} !important; }`;
          }
          await render(subject, css);
          await expect(
            picture(`${SELF_TEST_PREFIX}${baselineArg(subject.id, false)}`, Boolean(subject.isPage), { note: false }),
          ).rejects.toThrow(/pixels|dimensions/);
        });
      }
      for (const subject of testCase.unchanged) {
        it(`passes on ${subject.id}`, async () => {
          await render(subject, testCase.css ?? '');
          if (testCase.token) {
            const variable = themeVariable(testCase.token.name);
            if (variable) await render(subject, `:root { ${variable}: ${testCase.token.value} !important; }`);
          }
          await picture(`${SELF_TEST_PREFIX}${baselineArg(subject.id, false)}`, Boolean(subject.isPage), { note: false });
        });
      }
    });
  }
});
