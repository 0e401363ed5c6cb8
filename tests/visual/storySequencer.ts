// How the story sessions share the stories (`vitest --shard`, tests/stories.ts). Vitest's own sharding
// splits files by a hash of their paths, blind to their cost; a session holding more page stories than
// the others finished minutes after them while the machine sat half idle. Here each file weighs what
// it pictures: a story of a page (the whole portal rendered, pictured at two widths) several times a
// component's. Files are dealt heaviest first to the lightest session, the same way on every run.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A page story costs about this many component stories (render of the portal, two pictures, its HTML). */
const PAGE_STORY_WEIGHT = 4;

/** What a story file costs: its stories (exports), weighted by whether they are pages. */
export function storyFileWeight(path: string, source: string): number {
  const stories = (source.match(/^export const \w+/gm) ?? []).length;
  return Math.max(1, stories) * (path.includes('/packages/app/') ? PAGE_STORY_WEIGHT : 1);
}

/** Deals `weights` (in order) to `count` sessions, heaviest first, each to the lightest session so far. */
export function dealByWeight<T>(items: Array<{ item: T; weight: number; key: string }>, count: number): T[][] {
  const sessions = Array.from({ length: count }, () => ({ weight: 0, items: [] as T[] }));
  const ordered = [...items].sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
  for (const { item, weight } of ordered) {
    const lightest = sessions.reduce((best, session) => (session.weight < best.weight ? session : best));
    lightest.items.push(item);
    lightest.weight += weight;
  }
  return sessions.map((session) => session.items);
}

export class StorySequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard;
    if (!shard) return files;
    const items = files.map((spec) => ({
      item: spec,
      key: spec.moduleId,
      weight: storyFileWeight(spec.moduleId, readFileSync(spec.moduleId, 'utf8')),
    }));
    return dealByWeight(items, shard.count)[shard.index - 1] ?? [];
  }
}
