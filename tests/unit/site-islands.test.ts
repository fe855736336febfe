// The pieces of the site's interactive components that need no build: what
// marks a component's code as interactive, how its props travel as JSON, and
// how a page's islands are found in its HTML.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandModulesIn } from '../../src/build/page-islands.ts';
import { INTERACTIVE_CODE, islandName, parseIslandName } from '../../src/shared/site-islands.ts';
import { IslandHtml, reviveIslandProps } from '../../src/theme/content/island-html.tsx';
import { serializeIslandProps } from '../../src/theme/content/site-island.tsx';

const render = (node: unknown) => renderToStaticMarkup(createElement('div', null, node as never));

describe("the site's interactive components", () => {
  it('takes state, effects, event handlers and Docusaurus browser-only code for interactive, and plain rendering for not', () => {
    for (const code of ['const [a, b] = useState(0);', 'useEffect(() => {}, []);', 'jsx("button", { onClick: () => go() })', 'jsx("input", {type: "text",onChange: set})', 'const isBrowser = useIsBrowser();', 'jsx(BrowserOnly_default, {})', 'useIsBrowser_default()']) {
      expect(INTERACTIVE_CODE.test(code), code).toBe(true);
    }
    for (const code of ['jsx("p", { className: "note", children: "Hello" })', 'const online = "once";', 'function useful() {}', 'const statement = useStatement;', 'const BrowserOnlyish = 1;']) {
      expect(INTERACTIVE_CODE.test(code), code).toBe(false);
    }
  });

  it('sends text, numbers, booleans, lists and objects as they are, elements as their HTML, and leaves undefined out', () => {
    const serialized = serializeIslandProps({ label: 'Clicks', start: 3, open: false, none: null, skipped: undefined, tags: ['a', 'b'], nested: { depth: 2, gone: undefined }, children: createElement('p', null, 'Hi ', createElement('b', null, 'there')) }, render);
    expect(serialized).toEqual({
      ok: true,
      json: { label: 'Clicks', start: 3, open: false, none: null, tags: ['a', 'b'], nested: { depth: 2 }, children: { 'docgen:html': '<div><p>Hi <b>there</b></p></div>' } },
    });
    // A list holding elements (MDX's children, most often) is one piece of HTML.
    expect(serializeIslandProps({ children: ['One ', createElement('i', { key: 'i' }, 'two')] }, render)).toEqual({ ok: true, json: { children: { 'docgen:html': '<div>One <i>two</i></div>' } } });
  });

  it('names the first prop that cannot travel: a function, a class instance, a number JSON cannot hold', () => {
    expect(serializeIslandProps({ label: 'x', onChange: () => {} }, render)).toEqual({ ok: false, problem: 'onChange (a function)' });
    expect(serializeIslandProps({ when: new Date(0) }, render)).toEqual({ ok: false, problem: 'when (a Date)' });
    expect(serializeIslandProps({ items: [{ size: Number.NaN }] }, render)).toEqual({ ok: false, problem: 'items[0].size (NaN, which JSON cannot hold)' });
  });

  it('gives the component back its props, the HTML as an element of its own', () => {
    const props = reviveIslandProps({ label: 'x', list: [1, { 'docgen:html': '<b>y</b>' }], children: { 'docgen:html': '<p>z</p>' } }) as Record<string, unknown>;
    expect(props.label).toBe('x');
    expect(renderToStaticMarkup(props.children as never)).toBe('<docgen-html><p>z</p></docgen-html>');
    expect(renderToStaticMarkup(createElement(IslandHtml, { html: '<i>w</i>' }))).toBe('<docgen-html><i>w</i></docgen-html>');
    expect(renderToStaticMarkup((props.list as unknown[])[1] as never)).toBe('<docgen-html><b>y</b></docgen-html>');
  });

  it("finds each module a page's islands come from, once, whatever its name holds", () => {
    const name = islandName({ module: "src/components/Tom's#1.tsx", exportName: 'default' });
    expect(parseIslandName(name)).toEqual({ module: "src/components/Tom's#1.tsx", exportName: 'default' });
    const html = [
      '<p>Text</p><docgen-island data-island="src/components/Counter.tsx#default" data-props="{}"><button>0</button></docgen-island>',
      '<docgen-island data-island="src/components/Counter.tsx#Small" data-props="{}"></docgen-island>',
      `<docgen-island data-island="src/components/Tom&#x27;s#1.tsx#default" data-props="{}"></docgen-island>`,
    ].join('');
    expect(islandModulesIn(html)).toEqual(['src/components/Counter.tsx', "src/components/Tom's#1.tsx"]);
    expect(islandModulesIn('<p>No islands</p>')).toEqual([]);
  });
});
