import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { installFixedClock } from './fixedClock';
import { runAfterStory, runBeforeStory } from './storyHarness';
// Only what every story needs: the theme's global styles (tokens, the UI font, the body). Each story
// imports its own components, and a story that talks to the mock backend says so (`mockBackend`,
// .storybook/mockBackend.ts): Chromatic's TurboSnap retests every story on a change to anything the
// preview imports, so a component or the mocks imported here would make every change a change to all.
import '@portal-fiscal/ui/theme';

installFixedClock();

/**
 * How long a play function's `findBy…` and `waitFor` wait, for every story: a page story waits for a dozen
 * calls to the in-browser backend, and a loaded machine renders slowly. Set once here, never by a story: the
 * stories of a test session share one page (`--isolate=false`), so a value a story set held for every story
 * after it, and a signed-out page story waited 1 s or 5 s depending on the stories before it in its shard.
 */
configure({ asyncUtilTimeout: 5000 });

export type StoryLocale = 'pt-BR' | 'en';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Args that replace the story's args when the locale toolbar is set to English. */
    localeArgs?: { en?: Record<string, unknown> };
  }
}

/**
 * ui components take their text as props. A story keeps its Portuguese args as `args` and its
 * English ones in `parameters.localeArgs.en`; the locale toolbar swaps them in.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as StoryLocale | undefined) ?? 'pt-BR';
  document.documentElement.lang = locale;
  const english = context.parameters.localeArgs?.en;
  if (locale === 'en' && english) {
    return <Story args={{ ...context.args, ...english }} />;
  }
  return <Story />;
};

const preview: Preview = {
  // Every story is a test. Docs pages (autodocs) are given to the ui components' stories only, by
  // .storybook/main.ts: a designer has no use for a page's props table.
  tags: ['test'],
  decorators: [withLocale],
  // The test pass's harness around each story: a clean start, then pictures and markup (none in Storybook).
  beforeEach: runBeforeStory,
  afterEach: runAfterStory,
  globalTypes: {
    locale: {
      description: 'Idioma / language',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'pt-BR', title: 'Português (Brasil)' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Cenário do backend simulado',
      toolbar: {
        title: 'Cenário',
        icon: 'database',
        items: [
          { value: 'story', title: 'Cenário da história' },
          { value: 'default', title: 'Padrão' },
          { value: 'empty', title: 'Vazio' },
          { value: 'slow', title: 'Lento (1,5 s por resposta)' },
          { value: 'flaky', title: 'Instável (30% de erros)' },
          { value: 'expired-token', title: 'Token expirado' },
          { value: 'large', title: 'Grande (10.000 aplicativos)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    scenario: 'story',
    locale: 'pt-BR',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (1024)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    chromatic: { modes: { desktop: { viewport: 1440 } }, pauseAnimationAtEnd: true },
    // The introduction, the foundations, the components (basics first), then the portal's pages.
    options: { storySort: { order: ['Introdução', 'Fundamentos', 'Básicos', '*', 'Páginas'] } },
  },
};

export default preview;
