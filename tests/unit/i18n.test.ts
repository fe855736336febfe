import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { localesToTry } from '../../src/i18n/site-translations.ts';
import { Translate } from '../../src/i18n/Translate.tsx';
import { setActiveTranslations, translate, translatePlural } from '../../src/i18n/translate.ts';

describe('the translation layer', () => {
  afterEach(() => setActiveTranslations(undefined));

  it('gives the declared message when the site has no translations, with its placeholders filled', () => {
    expect(translate({ id: 'theme.docs.paginator.next', message: 'Next' })).toBe('Next');
    expect(translate({ id: 'any.id', message: 'Hello {name}, {missing}' }, { name: 'Moodler' })).toBe('Hello Moodler, {missing}');
    const tagged = { id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' };
    expect(translatePlural(tagged, 1)).toBe('One doc tagged');
    expect(translatePlural(tagged, 3)).toBe('3 docs tagged');
  });

  it('rejects a declaration without an id or a message', () => {
    expect(() => translate({ id: '', message: 'text' })).toThrow(/needs both an id and a message/);
    expect(() => translate({ message: 'text' } as never)).toThrow(/needs both an id and a message/);
    expect(() => translate({ id: 'x' } as never)).toThrow(/needs both an id and a message/);
  });

  it('<Translate> renders a plain-string message and refuses anything else', () => {
    expect(renderToStaticMarkup(createElement(Translate, { id: 'theme.NotFound.title', children: 'Page Not Found' }))).toBe('Page Not Found');
    expect(() => renderToStaticMarkup(createElement(Translate, { id: 'x', children: createElement('b', null, 'bold') as never }))).toThrow(/only a plain string/);
  });

  it("gives the site's translation of an id when there is one, and the declared message for the others", () => {
    setActiveTranslations({ locale: 'fr', messages: { 'theme.docs.paginator.next': 'Suivant', 'theme.common.headingLinkTitle': 'Lien direct vers {heading}' } });
    expect(translate({ id: 'theme.docs.paginator.next', message: 'Next' })).toBe('Suivant');
    expect(translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to heading' }, { heading: 'Queries' })).toBe('Lien direct vers Queries');
    expect(translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })).toBe('Previous');
    setActiveTranslations(undefined);
    expect(translate({ id: 'theme.docs.paginator.next', message: 'Next' })).toBe('Next');
  });

  it("chooses a plural form by the locale's categories, in their order, the last standing in for those a message lacks", () => {
    const tagged = { id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' };
    // French: one is 0 and 1; its messages give one|other (many, for millions, takes the last).
    setActiveTranslations({ locale: 'fr', messages: { [tagged.id]: 'Un document tagué|{count} documents tagués' } });
    expect([0, 1, 2, 1_000_000].map((count) => translatePlural(tagged, count))).toEqual(['Un document tagué', 'Un document tagué', '2 documents tagués', '1000000 documents tagués']);
    // Russian: one|few|many.
    setActiveTranslations({ locale: 'ru', messages: { [tagged.id]: 'Одна публикация|{count} публикации|{count} публикаций' } });
    expect([1, 3, 5, 21].map((count) => translatePlural(tagged, count))).toEqual(['Одна публикация', '3 публикации', '5 публикаций', 'Одна публикация']);
  });

  it("tries Docusaurus's locales for a site's: the region's then the language's, or a bare language's likeliest", () => {
    expect(localesToTry('pt-BR')).toEqual(['pt-BR', 'pt']);
    expect(localesToTry('fr')).toEqual(['fr', 'fr-FR', 'fr-Latn']);
    expect(localesToTry('zh')).toEqual(['zh', 'zh-CN', 'zh-Hans']);
  });
});
