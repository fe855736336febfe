import type { ImportableModules } from '../../markdown/imports/import-loader.ts';
import { PRERENDERED_TAG } from '../../markdown/plugins/mdx-prerendered-code.ts';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { Details } from './Details.tsx';
import { PrerenderedHtml } from './PrerenderedHtml.tsx';
import { PropContent, PropsFromChildren } from './PropsFromChildren.tsx';
import { TabItem } from './TabItem.tsx';
import { Tabs } from './Tabs.tsx';
import { TOCInline } from './TOCInline.tsx';

/** The component registry: what MDX content can import, under the specifiers Docusaurus sites already use. */
export function createImportableModules(): ImportableModules {
  return {
    '@theme/Tabs': { default: Tabs },
    '@theme/TabItem': { default: TabItem },
    '@theme/CodeBlock': { default: CodeBlock },
    '@theme/Details': { default: Details },
    '@theme/Admonition': { default: Admonition },
    '@theme/TOCInline': { default: TOCInline },
    '@docusaurus/Link': { default: ContentLink },
  };
}

/** Components every MDX file gets without importing: HTML elements mapped to theme versions. */
export function createProvidedComponents(): Record<string, unknown> {
  return { details: Details, Details, PropsFromChildren, PropContent, [PRERENDERED_TAG]: PrerenderedHtml };
}
