import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translate } from '../../src/i18n/Translate.tsx';
import { translate, translatePlural } from '../../src/i18n/translate.ts';

describe('the translation layer', () => {
  it('looks messages up by id in the en-AU strings and fills placeholders', () => {
    expect(translate({ id: 'theme.docs.paginator.next', message: 'fallback' })).toBe('Next');
    expect(translate({ id: 'not.in.the.file', message: 'Hello {name}' }, { name: 'Moodler' })).toBe('Hello Moodler');
    expect(translatePlural({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'x' }, 1)).toBe('One doc tagged');
    expect(translatePlural({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'x' }, 3)).toBe('3 docs tagged');
  });

  it('rejects a declaration without an id or a message', () => {
    expect(() => translate({ id: '', message: 'text' })).toThrow(/needs both an id and a message/);
    expect(() => translate({ message: 'text' } as never)).toThrow(/needs both an id and a message/);
    expect(() => translate({ id: 'x' } as never)).toThrow(/needs both an id and a message/);
  });

  it('<Translate> renders a plain-string message and refuses anything else', () => {
    expect(renderToStaticMarkup(createElement(Translate, { id: 'theme.NotFound.title', children: 'Not found' }))).toBe('Page Not Found');
    expect(() => renderToStaticMarkup(createElement(Translate, { id: 'x', children: createElement('b', null, 'bold') as never }))).toThrow(/only a plain string/);
  });
});
