import { fromMarkdown } from 'mdast-util-from-markdown';
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';
// The pipeline's own module, which installs the faster consume() as it is imported.
import '../../src/markdown/compile.ts';

/** micromark-util-edit-map's own algorithm: every event copied, the edits applied from the last. */
function referenceConsume(events: unknown[], edits: [number, number, unknown[]][]): unknown[] {
  const sorted = [...edits].sort((a, b) => a[0] - b[0]);
  const rest = [...events];
  const parts: unknown[][] = [];
  for (let index = sorted.length - 1; index >= 0; index--) {
    const [at, remove, add] = sorted[index]!;
    parts.push(rest.slice(at + remove), add);
    rest.length = at;
  }
  parts.push(rest);
  return parts.reverse().flat();
}

/** Events that count what is pushed onto them. */
class CountedEvents extends Array<Event> {
  pushed = 0;
  override push(...items: Event[]): number {
    this.pushed += items.length;
    return super.push(...items);
  }
}

const event = (name: string) => name as unknown as Event;

describe("micromark's EditMap, as docgen parses with it", () => {
  it('gives the events the original gives, for edits anywhere, overlapping ones included', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 500; round++) {
      const events = Array.from({ length: random(30) }, (_, index) => event(`e${index}`));
      const map = new EditMap();
      const edits: [number, number, Event[]][] = [];
      for (let count = random(5); count > 0; count--) {
        const edit: [number, number, Event[]] = [random(events.length + 1), random(4), Array.from({ length: random(3) }, (_, index) => event(`r${round}.${count}.${index}`))];
        if (edits.some(([at]) => at === edit[0])) continue;
        edits.push(edit);
        map.add(edit[0], edit[1], [...edit[2]]);
      }
      const expected = referenceConsume(events, edits.filter(([, remove, add]) => remove > 0 || add.length > 0));
      map.consume(events);
      expect(events).toEqual(expected);
      expect(map.map).toEqual([]);
    }
  });

  it('moves only the events from the first edit on, not the whole document', () => {
    // The lines after a list that could have continued it each moved every event of the page before them: a page's parse took time in the square of its length.
    const events = new CountedEvents();
    for (let index = 0; index < 100_000; index++) events.push(event(`e${index}`));
    events.pushed = 0;
    const map = new EditMap();
    map.add(99_990, 2, [event('x')]);
    map.consume(events);
    expect(events.length).toBe(99_999);
    expect(events[99_990]).toBe('x');
    expect(events.pushed).toBeLessThan(20);
  });

  it('parses lists followed by text, and lazy lines, as before', () => {
    const tree = fromMarkdown('- a\n- b\n\ntext\n\n> quote\nlazy\n\n- item\ncontinued\n# Heading\n');
    expect(tree.children.map((node) => node.type)).toEqual(['list', 'paragraph', 'blockquote', 'list', 'heading']);
    const text = JSON.stringify(tree.children.slice(2, 4));
    expect(text).toContain('"value":"quote\\nlazy"');
    expect(text).toContain('"value":"item\\ncontinued"');
  });
});
