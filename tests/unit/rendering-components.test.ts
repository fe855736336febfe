import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { componentsOfStack, renderingComponents } from '../../src/render/rendering-components.ts';

function Release({ children }: { children?: ReactNode }) {
  return createElement('section', null, createElement('h2', null, 'Moodle 4.1'), children);
}
function Version() {
  return { major: 4, minor: 1 } as unknown as ReactNode;
}
function Empty(): ReactNode {
  throw 'The release list is empty.';
}

describe('the components React was rendering when a page failed', () => {
  it('names the component that returned an object, then those around it, innermost first', async () => {
    const components = await renderingComponents(createElement('main', null, createElement(Release, null, createElement('p', null, createElement(Version)))));
    expect(components.map((component) => component.name)).toEqual(['Version', 'Release']);
  });

  it('names the component that threw a string', async () => {
    const components = await renderingComponents(createElement(Release, null, createElement(Empty)));
    expect(components.map((component) => component.name)).toEqual(['Empty', 'Release']);
  });

  it('is empty for a tree that renders', async () => {
    expect(await renderingComponents(createElement(Release, null, 'Fine'))).toEqual([]);
  });

  it("leaves out HTML elements, the theme's tag wrappers, providers and MDX's own function, and unwraps an island", () => {
    const stack = ['    at Island(Counter) (<anonymous>)', '    at MDX(a) (<anonymous>)', '    at div (<anonymous>)', '    at Context.Provider (<anonymous>)', '    at MDXContent (<anonymous>)', '    at default (<anonymous>)', '    at Tabs (file:///site/node_modules/docgen/dist/theme.js:10:3)'].join('\n');
    expect(componentsOfStack(`\n${stack}`)).toEqual([{ name: 'Counter' }, { name: 'Tabs' }]);
  });
});
