import { translate } from '../../i18n/translate.ts';
import { Admonition } from './Admonition.tsx';

/** What a draft's or an unlisted page's page says of it, as Docusaurus says it: above a blog post, and above an unlisted doc's or Markdown page's text. */
export function VisibilityNotice({ visibility }: { visibility: 'draft' | 'unlisted' }) {
  return visibility === 'draft' ? (
    <Admonition type="caution" title={translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' })}>
      {translate({ id: 'theme.contentVisibility.draftBanner.message', message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.' })}
    </Admonition>
  ) : (
    <Admonition type="caution" title={translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' })}>
      {translate({ id: 'theme.contentVisibility.unlistedBanner.message', message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.' })}
    </Admonition>
  );
}
