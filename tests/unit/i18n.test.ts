import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translate } from '../../src/i18n/Translate.tsx';
import { translate, translatePlural } from '../../src/i18n/translate.ts';

describe('the translation layer', () => {
  it('gives the declared message, en-AU being the only locale, with its placeholders filled', () => {
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
});
