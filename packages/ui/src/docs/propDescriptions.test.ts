import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Docgen from 'react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Storybook's autodocs (react-docgen-typescript, see .storybook/main.ts) shows each component's JSDoc
 * and each prop's JSDoc on its Docs page. This parses the same files the same way and fails on any
 * component or own prop without a description. Props from node_modules (React's DOM attributes) are
 * left out, as Storybook's default filter leaves them out.
 */

// CommonJS: loaded through require, typed from its declarations.
const docgen = createRequire(import.meta.url)('react-docgen-typescript') as typeof Docgen;

const componentsDir = fileURLToPath(new URL('../components/', import.meta.url));
const tsconfigPath = fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url));

/** Every component with stories (`<Name>.tsx` beside `<Name>.stories.tsx`): the ones with a Docs page. */
const componentFiles = readdirSync(componentsDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
  .map((entry) => join(entry.parentPath, entry.name.replace(/\.stories\.tsx$/, '.tsx')))
  .filter((file) => existsSync(file));

const where = (file: string) => relative(componentsDir, file);

describe('Storybook docs descriptions', () => {
  let docs: Docgen.ComponentDoc[] = [];

  // One TypeScript program for every file: building it takes most of the time.
  beforeAll(() => {
    const parser = docgen.withCustomConfig(tsconfigPath, {
      shouldExtractLiteralValuesFromEnum: false,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    });
    docs = parser.parse(componentFiles);
  }, 60_000);

  it('finds a component in every components/<Name>/<Name>.tsx', () => {
    expect(componentFiles.length).toBeGreaterThan(0);
    const parsed = new Set(docs.map((doc) => doc.filePath));
    const withoutComponent = componentFiles.filter((file) => !parsed.has(file)).map(where);
    expect(withoutComponent, 'files where react-docgen-typescript found no component').toEqual([]);
  });

  it('describes every component', () => {
    const missing = docs.filter((doc) => !doc.description.trim()).map((doc) => `${doc.displayName} (${where(doc.filePath)})`);
    expect(missing, 'components without a JSDoc description').toEqual([]);
  });

  it('describes every own prop', () => {
    const missing = docs.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${doc.displayName}.${prop.name} (${where(doc.filePath)})`),
    );
    expect(missing, 'props without a JSDoc description (document an inherited one at its source)').toEqual([]);
  });
});
