// The site's MDX components read from their module's exports, and which
// Markdown pages they make MDX pages.
import { describe, expect, it } from 'vitest';
import { needsMdx } from '../../src/markdown/preprocess.ts';
import { mdxScopeOf, siteMdxComponentsOf } from '../../src/markdown/site-mdx-components.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { THEME_MDX_COMPONENTS } from '../../src/theme/content/mdx-components.tsx';

const FILE = '/site/src/theme/MDXComponents.js';
const Highlight = () => null;
const SiteLink = () => null;

describe("reading the site's MDX components", () => {
  it("keeps the site's own entries, components apart from elements, and leaves the theme's spread in", () => {
    const read = siteMdxComponentsOf({ default: { ...THEME_MDX_COMPONENTS, Highlight, a: SiteLink, em: 'i' } }, FILE);
    expect(read.own).toEqual({ Highlight, a: SiteLink, em: 'i' });
    expect(read.globals).toEqual(['Highlight']);
    expect(read.elements).toEqual(['a', 'em']);
    expect(read.warnings).toEqual([]);
  });

  it('says which of its elements docgen renders itself, and keeps code, which inline code uses', () => {
    const read = siteMdxComponentsOf({ default: { pre: SiteLink, code: SiteLink, admonition: SiteLink, mermaid: SiteLink } }, FILE);
    expect(read.elements).toEqual(['code']);
    expect(read.warnings).toEqual([
      'The site\'s MDX components: "pre" is not used: docgen highlights code blocks itself as it builds the page.',
      'The site\'s MDX components: "code" is used, but it is given inline code only, as docgen highlights code blocks itself as it builds the page.',
      'The site\'s MDX components: "admonition" is not used: docgen\'s Markdown steps make admonitions (:::note) themselves.',
      'The site\'s MDX components: "mermaid" is not used: docgen draws ```mermaid code blocks itself.',
    ]);
  });

  it('refuses a default export that is not an object of components, and an entry that is not one', () => {
    for (const exported of [{ default: Highlight }, { default: [Highlight] }, {}, { default: { $$typeof: Symbol.for('react.memo'), type: Highlight } }]) {
      expect(() => siteMdxComponentsOf(exported, FILE)).toThrow(/^The site's MDX components must be its module's default export/);
    }
    const failure = (() => {
      try {
        siteMdxComponentsOf({ default: { Count: 3 } }, FILE);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).message).toBe('The site\'s MDX components: "Count" is a number, not a component.');
    expect(() => siteMdxComponentsOf({ default: { 'my widget': Highlight } }, FILE)).toThrow('"my widget" is not a name a page can use');
  });
});

describe('which Markdown pages are MDX', () => {
  const scope = mdxScopeOf({ file: FILE, globals: ['Highlight', 'Tabs'], elements: [] });

  it('a page that uses one of the components, outside code', () => {
    expect(needsMdx('a.md', 'A <Highlight color="red">word</Highlight>.', scope)).toBe(true);
    expect(needsMdx('a.md', '<Tabs>\n</Tabs>', scope)).toBe(true);
    expect(needsMdx('a.md', 'Write `<Highlight>` to mark a word.', scope)).toBe(false);
    expect(needsMdx('a.md', '```jsx\n<Highlight />\n```\n', scope)).toBe(false);
    // Another name that starts the same.
    expect(needsMdx('a.md', 'A <HighlightBox> tag.', scope)).toBe(false);
    expect(needsMdx('a.md', 'A <Highlight color="red">word</Highlight>.')).toBe(false);
  });

  it('every page when the site renders an element its own way', () => {
    expect(needsMdx('a.md', 'Plain text.', mdxScopeOf({ file: FILE, globals: [], elements: ['a'] }))).toBe(true);
    expect(needsMdx('a.md', 'Plain text.', mdxScopeOf({ file: FILE, globals: ['Highlight'], elements: [] }))).toBe(false);
  });
});
