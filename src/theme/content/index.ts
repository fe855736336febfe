// The content components docgen gives MDX pages and a site's own components
// (`import { CodeBlock } from 'docgen/theme'`). A site's modules share these
// very instances, so the build's context reaches them.
export { Admonition } from './Admonition.tsx';
export { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';
export { ContentLink as Link } from './ContentLink.tsx';
export { Details } from './Details.tsx';
export { TabItem, type TabItemProps } from './TabItem.tsx';
export { Tabs, type TabsProps } from './Tabs.tsx';
export { ThemedImage, type ThemedImageProps } from './ThemedImage.tsx';
export { IdealImage, type IdealImageProps } from './IdealImage.tsx';
export { DocCardList, type DocCardListProps } from './DocCardList.tsx';
export { useContentContext } from './content-context.ts';
