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
import { DocCardList } from './DocCardList.tsx';
import { ThemedImage } from './ThemedImage.tsx';
import { IdealImage } from './IdealImage.tsx';
import { Head } from './Head.tsx';
import { Heading } from './Heading.tsx';
import { BrowserOnly, ExecutionEnvironment, useIsBrowser } from './browser-only.tsx';
import { Layout } from './Layout.tsx';
import { Translate, translate } from './ContentTranslate.tsx';
import { useBaseUrl, useBaseUrlUtils, useBrokenLinks, useCurrentSidebarCategory, useDocusaurusContext, useHistory, useLocation } from './docusaurus-hooks.ts';
import { ContentErrorBoundary } from './ContentErrorBoundary.tsx';
import { Interpolate, interpolate } from './Interpolate.tsx';
import { Mermaid } from './Mermaid.tsx';
import { useColorMode, usePluralForm, useWindowSize } from './theme-common.ts';
import { MDXA, MDXCode, MDXHeading, MDXImg, MDXLi, MDXPre, MDXUl, THEME_MDX_COMPONENTS } from './mdx-components.tsx';

/** The component registry: what MDX content can import, under the specifiers Docusaurus sites already use. */
export function createImportableModules(): ImportableModules {
  return {
    '@theme/Tabs': { default: Tabs },
    '@theme/TabItem': { default: TabItem },
    '@theme/CodeBlock': { default: CodeBlock },
    '@theme/Details': { default: Details },
    '@theme/Admonition': { default: Admonition },
    '@theme/TOCInline': { default: TOCInline },
    '@theme/DocCardList': { default: DocCardList },
    '@theme/ThemedImage': { default: ThemedImage },
    '@theme/IdealImage': { default: IdealImage },
    '@theme/Heading': { default: Heading },
    '@theme/Mermaid': { default: Mermaid },
    // What a site's own MDX components (mdx.components) spread, or import one by one.
    '@theme-original/MDXComponents': { default: THEME_MDX_COMPONENTS },
    '@theme/MDXComponents': { default: THEME_MDX_COMPONENTS },
    '@theme/MDXComponents/A': { default: MDXA },
    '@theme/MDXComponents/Code': { default: MDXCode },
    '@theme/MDXComponents/Details': { default: Details },
    '@theme/MDXComponents/Heading': { default: MDXHeading },
    '@theme/MDXComponents/Img': { default: MDXImg },
    '@theme/MDXComponents/Li': { default: MDXLi },
    '@theme/MDXComponents/Pre': { default: MDXPre },
    '@theme/MDXComponents/Ul': { default: MDXUl },
    // For the site's React pages, which Docusaurus wraps in its layout.
    '@theme/Layout': { default: Layout },
    '@docusaurus/Link': { default: ContentLink },
    '@docusaurus/Head': { default: Head },
    '@docusaurus/Translate': { default: Translate, translate },
    '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
    '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
    '@docusaurus/BrowserOnly': { default: BrowserOnly },
    '@docusaurus/useIsBrowser': { default: useIsBrowser },
    '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
    '@docusaurus/Interpolate': { default: Interpolate, interpolate },
    '@docusaurus/ErrorBoundary': { default: ContentErrorBoundary },
    '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
    '@docusaurus/router': { useLocation, useHistory },
    '@docusaurus/constants': { DEFAULT_PLUGIN_ID: 'default' },
    // Docusaurus 2 exports the hook from its theme's common module, Docusaurus 3 from the docs plugin's client module.
    '@docusaurus/theme-common': { useCurrentSidebarCategory, useColorMode, useWindowSize, usePluralForm },
    '@docusaurus/plugin-content-docs/client': { useCurrentSidebarCategory },
  };
}

/**
 * Components every MDX file gets without importing: HTML elements mapped to
 * theme versions and, as in Docusaurus 3, `<Details>` and `<Head>`; then the site's own (mdx.components: its components, and
 * its versions of elements), then what docgen's steps write into pages,
 * which the site's cannot replace.
 */
export function createProvidedComponents(site: Record<string, unknown> = {}): Record<string, unknown> {
  return { details: Details, Details, Head, ...site, PropsFromChildren, PropContent, [PRERENDERED_TAG]: PrerenderedHtml };
}
