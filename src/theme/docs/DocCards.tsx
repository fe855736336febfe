import { translatePlural } from '../../i18n/translate.ts';
import type { DocCardData } from '../../shared/page-data.ts';
import { isExternalUrl, type UrlRules } from '../../content/url.ts';
import { Link } from '../Link.tsx';

const ICONS: Record<DocCardData['kind'], string> = { doc: '📄️', category: '🗃️', link: '🔗' };

/** As Docusaurus marks them: a link within the site looks like a doc's card, one that leaves it has the link icon. */
const iconOf = (card: DocCardData) => (card.kind === 'link' && !isExternalUrl(card.href) ? ICONS.doc : ICONS[card.kind]);

/** `rules`: for cards in content, which renders without the site's context. */
export function DocCards({ cards, rules, className }: { cards: DocCardData[]; rules?: UrlRules; className?: string }) {
  return (
    <section className={className ? `row docCardList ${className}` : 'row docCardList'}>
      {cards.map((card, index) => (
        <article key={index} className="col col--6 margin-bottom--lg">
          <Link className="card padding--lg cardContainer" href={card.href} {...(rules === undefined ? {} : { rules })}>
            <h2 className="text--truncate cardTitle" title={card.label}>
              <span aria-hidden="true">{iconOf(card)}</span> {card.label}
            </h2>
            {card.kind === 'category' ? (
              <p className="text--truncate cardDescription">{translatePlural({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, card.itemCount ?? 0)}</p>
            ) : (
              card.description && (
                <p className="text--truncate cardDescription" title={card.description}>
                  {card.description}
                </p>
              )
            )}
          </Link>
        </article>
      ))}
    </section>
  );
}
