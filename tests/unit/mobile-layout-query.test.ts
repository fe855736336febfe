// The shell's JavaScript decides when the mobile menu closes, and what
// useWindowSize answers, by the same media query as the stylesheet's phone
// layout; a breakpoint changed in one place only would leave a menu open over
// the desktop's columns, or closing under a reader who still sees its button.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MOBILE_LAYOUT_QUERY } from '../../src/theme/shell-state.tsx';

const CSS_FOLDER = path.resolve(import.meta.dirname, '../../src/theme/css');

it("is the stylesheet's query for the phone's layout, in every file that has one", () => {
  const layoutQueries = readdirSync(CSS_FOLDER)
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) => [...readFileSync(path.join(CSS_FOLDER, name), 'utf8').matchAll(/@media\s*(\(max-width:\s*[\d.]+em\))/g)].map((match) => `${name}: ${match[1]!.replace(/\s+/g, '')}`));
  expect(layoutQueries.length).toBeGreaterThanOrEqual(5);
  for (const query of layoutQueries) expect(query).toBe(`${query.split(':')[0]}: ${MOBILE_LAYOUT_QUERY}`);
});
