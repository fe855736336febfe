import { docCards, type PropSidebarItem } from '../../shared/sidebar-category.ts';
import { DocCards } from '../docs/DocCards.tsx';
import { useContentContext } from './content-context.ts';
import { currentSidebarCategory } from './docusaurus-hooks.ts';

export interface DocCardListProps {
  /** The items to show (`useCurrentSidebarCategory().items`, filtered, say); by default the current category's. */
  items?: PropSidebarItem[];
  className?: string;
}

/** `@theme/DocCardList`: a card for each item of a sidebar category, as on a generated index page. */
export function DocCardList({ items, className }: DocCardListProps) {
  const context = useContentContext();
  return <DocCards cards={docCards(items ?? currentSidebarCategory(context).items)} rules={context.site} className={className} />;
}
