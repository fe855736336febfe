import { describe, expect, it } from 'vitest';
import { stripNumberPrefix, stripPathNumberPrefixes } from '../../src/content/number-prefix.ts';

describe('stripNumberPrefix (facts A2)', () => {
  it.each([
    ['01-foo', 'foo', 1],
    ['1-foo', 'foo', 1],
    ['003 - foo', 'foo', 3],
    ['10_bar', 'bar', 10],
    ['2.intro', 'intro', 2],
    ['07--double-separator', 'double-separator', 7],
    ['5. spaced', 'spaced', 5],
    ['01-_x', 'x', 1],
  ])('%s → %s with prefix %d', (input, name, prefix) => {
    expect(stripNumberPrefix(input)).toEqual({ name, prefix });
  });

  it.each(['4.1', '2021-11-notes', '7.0-x', '3_14', '10.2.3'])('%s is a name, not a prefix', (input) => {
    const result = stripNumberPrefix(input);
    expect(result.name).toBe(input);
    expect(result.prefix).toBeUndefined();
  });

  it.each(['foo', 'foo-01', 'v2-notes', '123', '01-', '01- -x'])('%s has no prefix', (input) => {
    const result = stripNumberPrefix(input);
    expect(result.name).toBe(input);
    expect(result.prefix).toBeUndefined();
  });

  it('strips the prefix of every folder segment', () => {
    expect(stripPathNumberPrefixes('01-apis/02-core/dml')).toBe('apis/core/dml');
    expect(stripPathNumberPrefixes('releases/4.1')).toBe('releases/4.1');
    expect(stripPathNumberPrefixes('2021-11-notes/03-x')).toBe('2021-11-notes/x');
  });
});
