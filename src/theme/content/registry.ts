import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import type { ImportableModules } from '../../markdown/plugins/mdx-imports.ts';
import { Admonition } from './Admonition.tsx';
import { createCodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { TabItem } from './TabItem.tsx';
import { Tabs } from './Tabs.tsx';

/** What MDX content can import, under the specifiers Docusaurus sites already use. */
export function createImportableModules(highlighter: CodeHighlighter): ImportableModules {
  const CodeBlock = createCodeBlock(highlighter);
  return {
    '@theme/Tabs': { default: Tabs },
    '@theme/TabItem': { default: TabItem },
    '@theme/CodeBlock': { default: CodeBlock },
    '@theme/Details': { default: Details },
    '@theme/Admonition': { default: Admonition },
  };
}

/** Components every MDX file gets without importing: HTML elements mapped to theme versions. */
export function createProvidedComponents(): Record<string, unknown> {
  return { details: Details, Details };
}
