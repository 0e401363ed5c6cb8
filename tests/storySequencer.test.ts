import { describe, expect, it } from 'vitest';
import { dealByWeight, storyFileWeight } from './visual/storySequencer.ts';

describe('the story sessions share the stories by cost', () => {
  it('weighs a file by its stories, a page story several times a component story', () => {
    const source = 'export default meta;\nexport const A: Story = {};\nexport const B: Story = {};\n';
    expect(storyFileWeight('/r/packages/ui/src/Button.stories.tsx', source)).toBe(2);
    expect(storyFileWeight('/r/packages/app/src/features/x/Page.stories.tsx', source)).toBe(8);
    expect(storyFileWeight('/r/tests/visual/selfTest.test.ts', 'it("x")')).toBe(1);
  });

  it('deals heaviest first to the lightest session, the same way every time', () => {
    const items = [
      { item: 'a', weight: 9, key: 'a' },
      { item: 'b', weight: 5, key: 'b' },
      { item: 'c', weight: 4, key: 'c' },
      { item: 'd', weight: 3, key: 'd' },
      { item: 'e', weight: 3, key: 'e' },
    ];
    const sessions = dealByWeight(items, 2);
    expect(sessions).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
    expect(dealByWeight([...items].reverse(), 2)).toEqual(sessions);
    // Every file in exactly one session.
    expect(dealByWeight(items, 3).flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
