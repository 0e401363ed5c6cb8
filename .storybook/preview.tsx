import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createMockHandlers, db, isScenarioName, setScenario, type ScenarioName } from '@portal-fiscal/mocks';
import { installFixedClock } from './fixedClock';
import { runAfterStory, runBeforeStory } from './storyHarness';
import '@portal-fiscal/ui';

installFixedClock();

export type StoryLocale = 'pt-BR' | 'en';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Args that replace the story's args when the locale toolbar is set to English. */
    localeArgs?: { en?: Record<string, unknown> };
    /** Mock backend scenario for this story (default, empty, slow, flaky, expired-token). */
    scenario?: ScenarioName;
    /**
     * 'live': the tax counter ticks as in the portal (its value grows every half second). Every other
     * story shows it held still, so no picture depends on when it was taken. A live story is never
     * pictured: it must also carry the tag `skip-visual` (the story pass fails it otherwise).
     */
    taxCounter?: 'live';
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

/** The mock backend's tax counter without its increment: the portal shows the seeded value, still. */
async function holdTaxCounter(): Promise<void> {
  await db.taxCounter.updateMany((q) => q.where({}), {
    data(counter) {
      counter.Incremento = 0;
    },
  });
}

const preview: Preview = {
  tags: ['autodocs', 'test'],
  loaders: [
    // Every story starts from the seed (never from a demo snapshot) in its own scenario.
    // The toolbar's scenario, when one is chosen, replaces the story's own (a designer trying a screen
    // on slow or failing answers); the visual gate and the tests keep the story's.
    async (context) => {
      const chosen: unknown = context.globals.scenario;
      await setScenario(isScenarioName(chosen) ? chosen : (context.parameters.scenario ?? 'default'));
      if (context.parameters.taxCounter !== 'live') await holdTaxCounter();
      return {};
    },
    mswLoader(),
  ],
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
    msw: { handlers: createMockHandlers() },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (1024)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    chromatic: { modes: { desktop: { viewport: 1440 } }, pauseAnimationAtEnd: true },
    options: { storySort: { order: ['Introdução', 'Fundamentos', 'Básicos', '*'] } },
  },
};

export default preview;
