// The site's modules that MDX pages import: each of its source files is one
// module, shared by every module that imports it, as in a Docusaurus build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImportResolver } from '../../src/markdown/imports/import-resolver.ts';
import { AssetRegistry } from '../../src/markdown/assets.ts';
import { SiteModuleLoader } from '../../src/markdown/site-modules.ts';
import { tempDir } from '../helpers/build.ts';

async function site(files: Record<string, string>): Promise<{ dir: string; loader: () => SiteModuleLoader }> {
  const dir = await tempDir('site-modules');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  const loader = () => new SiteModuleLoader(new ImportResolver({ registry: [], aliases: {}, folders: {}, siteDir: dir, contentDir: path.join(dir, 'docs') }), AssetRegistry.fileUrls('/'));
  return { dir, loader };
}

const CONTEXT_FAMILY = {
  'src/components/context.ts': "import { createContext } from 'react';\nexport const Answer = createContext('the default');\n",
  'src/components/Provider.tsx': "import type { ReactNode } from 'react';\nimport { Answer } from './context';\nexport default function Provider({ children }: { children: ReactNode }) {\n  return <Answer.Provider value=\"the provider's\">{children}</Answer.Provider>;\n}\n",
  'src/components/Reader.tsx': "import { useContext } from 'react';\nimport { Answer } from '@site/src/components/context';\nexport default function Reader() {\n  return <span>{useContext(Answer)}</span>;\n}\n",
};

describe('the site’s modules imported by MDX pages', () => {
  it('share a module that two of them import, loaded one after the other or at once', async () => {
    const { dir, loader } = await site(CONTEXT_FAMILY);
    for (const load of [
      async (modules: SiteModuleLoader) => [await modules.load(path.join(dir, 'src/components/Provider.tsx')), await modules.load(path.join(dir, 'src/components/Reader.tsx'))],
      (modules: SiteModuleLoader) => Promise.all(['Provider.tsx', 'Reader.tsx'].map((name) => modules.load(path.join(dir, 'src/components', name)))),
    ]) {
      const [provider, reader] = await load(loader());
      const Provider = provider!.exports.default as ComponentType<{ children: ReactNode }>;
      expect(renderToStaticMarkup(createElement(Provider, null, createElement(reader!.exports.default as ComponentType)))).toBe('<span>the provider&#x27;s</span>');
      expect(reader!.inputs.sort()).toEqual([path.join(dir, 'src/components/Reader.tsx'), path.join(dir, 'src/components/context.ts')]);
    }
  });

  it('share a module that a component and a module it imports both import', async () => {
    const { dir, loader } = await site({
      ...CONTEXT_FAMILY,
      'src/components/Family.tsx': "import Reader from './Reader';\nimport { Answer } from './context';\nexport default function Family() {\n  return <Answer.Provider value=\"the family's\"><Reader /></Answer.Provider>;\n}\n",
    });
    const family = await loader().load(path.join(dir, 'src/components/Family.tsx'));
    expect(renderToStaticMarkup(createElement(family.exports.default as ComponentType))).toBe('<span>the family&#x27;s</span>');
    expect(family.inputs.sort()).toEqual(['Family.tsx', 'Reader.tsx', 'context.ts'].map((name) => path.join(dir, 'src/components', name)));
  });

  it('load modules that import each other, and JSON data with the module that imports it', async () => {
    const { dir, loader } = await site({
      'src/even.ts': "import { isOdd } from './odd';\nexport const isEven = (n: number): boolean => n === 0 || isOdd(n - 1);\n",
      'src/odd.ts': "import { isEven } from './even';\nimport limits from './limits.json';\nexport const isOdd = (n: number): boolean => n !== 0 && n <= limits.largest && isEven(n - 1);\n",
      'src/limits.json': '{ "largest": 100 }\n',
    });
    const modules = loader();
    const [even, odd] = await Promise.all(['even.ts', 'odd.ts'].map((name) => modules.load(path.join(dir, 'src', name))));
    expect((even!.exports.isEven as (n: number) => boolean)(10)).toBe(true);
    expect((odd!.exports.isOdd as (n: number) => boolean)(7)).toBe(true);
    expect((odd!.exports.isOdd as (n: number) => boolean)(101)).toBe(false);
    expect(odd!.inputs).toContain(path.join(dir, 'src/limits.json'));
  });

  it('load each module of a circle once: a folder\'s index that re-exports a component that imports the index shares its context with it', async () => {
    const { dir, loader } = await site({
      // The index makes the context, counts how often it runs, and re-exports the reader, which reads the context from the index.
      'src/answer/index.tsx':
        "import { createContext, type ReactNode } from 'react';\n(globalThis as Record<string, number>).answerLoads = ((globalThis as Record<string, number>).answerLoads ?? 0) + 1;\nexport const Answer = createContext('the default');\nexport function Provider({ children }: { children: ReactNode }) {\n  return <Answer.Provider value=\"the provider's\">{children}</Answer.Provider>;\n}\nexport { default as Reader } from './Reader';\nexport default Provider;\n",
      'src/answer/Reader.tsx': "import './answer.css';\nimport { useContext } from 'react';\nimport { Answer } from './index';\nexport default function Reader() {\n  return <span>{useContext(Answer)}</span>;\n}\n",
      'src/answer/answer.css': '.answer { color: teal; }\n',
    });
    const loads = () => (globalThis as unknown as Record<string, number>).answerLoads ?? 0;
    const before = loads();
    const modules = loader();
    const index = await modules.load(path.join(dir, 'src/answer/index.tsx'));
    const { Provider, Reader } = index.exports as Record<string, ComponentType<{ children?: ReactNode }>>;
    expect(renderToStaticMarkup(createElement(Provider!, null, createElement(Reader!)))).toBe('<span>the provider&#x27;s</span>');
    expect(index.exports.default).toBe(Provider);
    // The reader loaded on its own (a page that imports it alone) is the same module, with the index's files among its own.
    const reader = await modules.load(path.join(dir, 'src/answer/Reader.tsx'));
    expect(reader.exports.default).toBe(Reader);
    expect(reader.inputs.sort()).toEqual([path.join(dir, 'src/answer/Reader.tsx'), path.join(dir, 'src/answer/answer.css'), path.join(dir, 'src/answer/index.tsx')].sort());
    expect(index.styles).toEqual(reader.styles);
    expect(loads() - before).toBe(1);
  });

  it('give the next build a module imported by another as it is then', async () => {
    const { dir, loader } = await site(CONTEXT_FAMILY);
    const reader = path.join(dir, 'src/components/Reader.tsx');
    expect(renderToStaticMarkup(createElement((await loader().load(reader)).exports.default as ComponentType))).toBe('<span>the default</span>');
    await writeFile(path.join(dir, 'src/components/context.ts'), "import { createContext } from 'react';\nexport const Answer = createContext('a new default');\n");
    expect(renderToStaticMarkup(createElement((await loader().load(reader)).exports.default as ComponentType))).toBe('<span>a new default</span>');
  });
});
