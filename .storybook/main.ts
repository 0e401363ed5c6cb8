import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { VANILLA_EXTRACT_RUNTIME } from '../packages/ui/optimizeDeps.ts';

/** The ui package's story files (absolute paths, as the indexer gets them). */
const UI_STORIES = /\/packages\/ui\/src\/.*\.stories\.tsx?$/;

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.mdx',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // Storybook's MDX 3 reads only CommonMark: GitHub-flavoured tables (the introduction's), strikethrough
    // and task lists need remark-gfm. tests/docsPages.ts fails on any docs page showing Markdown as text.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Not msw-storybook-addon as an addon: its preview annotations would start the mock worker for every
    // story. The stories that need the mock backend load it themselves (.storybook/mockBackend.ts).
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // A docs page (autodocs) for each ui component and foundation, none for the portal's pages: the story
  // files of packages/ui get the tag here, in one place, rather than in each meta (a tag spread into a
  // meta from a helper is invisible to Storybook's indexer, which reads metas without running them).
  experimental_indexers: (indexers) =>
    (indexers ?? []).map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const inputs = await indexer.createIndex(fileName, options);
        return UI_STORIES.test(fileName) ? inputs.map((input) => ({ ...input, tags: [...(input.tags ?? []), 'autodocs'] })) : inputs;
      },
    })),
  // The msw worker lives beside the app (served only in demo builds); Storybook serves the same file.
  staticDirs: ['../packages/app/public', '../packages/app/mock-worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig, { configType }) {
    // Readable class and variable names (`Button_primary__hash`, `--color-brand__hash`) in every build:
    // designers can inspect them, and the visual gate's self-test finds the token it changes by name.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin({ identifiers: 'debug' })];
    // One stylesheet for the whole preview, linked by iframe.html: with CSS split per chunk, the theme's
    // global styles (tokens, font, body) arrived only with a component's chunk, so a story using none
    // (Fundamentos/Tokens) opened directly showed without them.
    if (configType === 'PRODUCTION') viteConfig.build = { ...viteConfig.build, cssCodeSplit: false };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...VANILLA_EXTRACT_RUNTIME],
    };
    return viteConfig;
  },
};

export default config;
