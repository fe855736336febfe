// What docgen write-translations reads as a declared message, and what not.
import { describe, expect, it } from 'vitest';
import { messagesInSource } from '../../src/i18n/extract-messages.ts';

describe('messagesInSource', () => {
  it('reads translate() calls with literal text, in any order of their properties and any quotes', () => {
    const source = [
      "const a = translate({ id: 'site.a', message: 'Open {name}' }, { name });",
      'const b = translatePlural({ message: "One page|{count} pages", id: "site.b", description: "Pages found" }, count);',
      "const c = translate({\n  id: 'site.c',\n  message: `It\\'s here`,\n});",
      "const d = translate({ message: 'No id here' });",
    ].join('\n');
    expect(messagesInSource(source)).toEqual([
      ['site.a', { message: 'Open {name}' }],
      ['site.b', { message: 'One page|{count} pages', description: 'Pages found' }],
      ['site.c', { message: "It's here" }],
      ['No id here', { message: 'No id here' }],
    ]);
  });

  it('reads <Translate> elements whose text is literal', () => {
    const source = '<p><Translate id="site.welcome" description="The welcome">Welcome aboard</Translate> <Translate id={"site.x"}>Hi</Translate></p>';
    expect(messagesInSource(source)).toEqual([
      ['site.welcome', { message: 'Welcome aboard', description: 'The welcome' }],
      ['site.x', { message: 'Hi' }],
    ]);
  });

  it('leaves out examples in comments and calls whose text is not literal', () => {
    const source = [
      "/** Call it as translate({ id: 'in.a.comment', message: 'No' }). */",
      "// translate({ id: 'in.a.line.comment', message: 'No' })",
      "const label = translate({ id: 'site.dynamic', message: text });",
      "const spread = translate({ ...declaration, id: 'site.spread', message: 'No' });",
      "const template = translate({ id: 'site.template', message: `Hello ${name}` });",
      "const url = 'https://example.test'; const ok = translate({ id: 'site.ok', message: 'Yes' });",
    ].join('\n');
    expect(messagesInSource(source)).toEqual([['site.ok', { message: 'Yes' }]]);
  });
});
