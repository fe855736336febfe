import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';
import { describe, expect, it } from 'vitest';
import { DualThemeHighlighter } from '../../src/markdown/dual-theme.ts';
import { HIGHLIGHTED_LANGUAGES, resolveCodeLanguage } from '../../src/markdown/highlighter.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';

/** The site's code themes, and a pair whose rules use parent scopes, italics, bold, underline and strikethrough. */
const THEME_PAIRS = [
  { light: 'github-light', dark: 'dracula' },
  { light: 'catppuccin-latte', dark: 'catppuccin-mocha' },
];

/** A block in every language docgen highlights: empty lines inside constructs, indentation, tabs and trailing spaces included. */
const SAMPLES: Record<(typeof HIGHLIGHTED_LANGUAGES)[number], string> = {
  php: "<?php\n// Counts a course's enrolled users.\nfunction local_demo_count(int $courseid): int {\n    global $DB;\n    $sql = <<<SQL\n        SELECT COUNT(1)\n\n          FROM {user_enrolments} ue\n    SQL;\n    return (int) $DB->count_records_sql($sql, ['courseid' => $courseid]);\n}\n",
  javascript: "import {get_string as getString} from 'core/str';\n\nexport const init = async(root) => {\n    const label = `${await getString('save', 'core')}\n\n    done`;\n    root.querySelector('[data-action=\"save\"]').textContent = label; /* set */\n};\n",
  typescript: "interface Course {\n  id: number;\n  fullname?: string;\n}\n\nexport function label<T extends Course>(course: T): string {\n  return course.fullname ?? `Course ${course.id}`;\n}\n",
  jsx: "export default function Card({ title, children }) {\n  return (\n    <div className=\"card\" data-id={1}>\n      <h3>{title}</h3>\n\n      {children}\n    </div>\n  );\n}\n",
  tsx: "type Props = { items: string[] };\nexport const List = ({ items }: Props) => (\n  <ul>\n    {items.map((item) => <li key={item}>{item}</li>)}\n  </ul>\n);\n",
  shellscript: "#!/bin/bash\nset -euo pipefail\nfor dir in \"$MOODLE_ROOT\"/local/*; do\n\tif [ -f \"$dir/version.php\" ]; then\n\t\techo \"Plugin: ${dir##*/}\" # found\n\tfi\ndone\n",
  shellsession: "$ php admin/cli/upgrade.php --non-interactive\nNo upgrade needed for the installed version.\n$ git status --short\n M version.php\n",
  handlebars: "{{#each courses}}\n  <li class=\"course {{#if visible}}shown{{/if}}\">\n    {{{summary}}}\n    {{> core/loading }}\n  </li>\n{{/each}}\n",
  gherkin: "@local_demo @javascript\nFeature: Demo settings\n  Background:\n    Given the following \"users\" exist:\n      | username | firstname |\n      | student1 | Sam       |\n\n  Scenario: A teacher opens the page\n    When I log in as \"admin\"\n    Then I should see \"Demo\"\n",
  css: ".path-local-demo .card:hover > h3::after {\n  content: \"\\2192\";\n  color: #0f6cbf;\n  margin-inline-start: calc(1rem + 2px) !important;\n}\n",
  scss: "$brand: #f98012;\n@mixin pill($radius: 1rem) {\n  border-radius: $radius;\n}\n.badge {\n  @include pill;\n  &:focus { outline: 2px solid darken($brand, 10%); }\n}\n",
  less: "@gap: 8px;\n.row {\n  margin: -@gap;\n  > .col { padding: @gap; }\n  .mixin() when (iscolor(@c)) { color: @c; }\n}\n",
  html: "<!DOCTYPE html>\n<div class=\"region\" aria-label=\"Blocks\">\n  <script>const rows = \"<tr>\";</script>\n\n  <style>.x { color: red; }</style>\n  <a href=\"/course/view.php?id=2&amp;section=1\">Open</a>\n</div>\n",
  xml: "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<XMLDB PATH=\"local/demo/db\" VERSION=\"2023010100\">\n  <!-- One table -->\n  <TABLES>\n    <TABLE NAME=\"local_demo\" COMMENT=\"Rows\"/>\n  </TABLES>\n</XMLDB>\n",
  json: "{\n  \"name\": \"local_demo\",\n  \"version\": 2023010100,\n  \"requires\": [\"core\", null, true],\n  \"nested\": { \"a\": 1.5e3 }\n}\n",
  jsonc: "{\n  // Editor settings for this plugin.\n  \"editor.tabSize\": 4,\n  /* trailing comma allowed */\n  \"files.eol\": \"\\n\",\n}\n",
  yaml: "name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v3\n      - run: |\n          php admin/tool/phpunit/cli/init.php\n\n          vendor/bin/phpunit\n",
  sql: "SELECT c.id, c.fullname, COUNT(ue.id) AS enrolled\n  FROM {course} c\n  LEFT JOIN {enrol} e ON e.courseid = c.id\n WHERE c.visible = 1 -- only shown courses\n GROUP BY c.id, c.fullname\nHAVING COUNT(ue.id) > :min;\n",
  diff: "diff --git a/version.php b/version.php\n--- a/version.php\n+++ b/version.php\n@@ -1,3 +1,3 @@\n-$plugin->version = 2022120100;\n+$plugin->version = 2023010100;\n $plugin->component = 'local_demo';\n",
  markdown: "# Release notes\n\nSome **bold** and _italic_ text with `code` and a [link](https://moodle.org).\n\n```php\necho 'nested';\n```\n\n- item one\n- item two\n",
  ini: "; Moodle PHP settings\n[PHP]\nmax_input_vars = 5000\nmemory_limit=\"256M\"\n\n[opcache]\nopcache.enable = 1\n",
  python: "import json\n\n\ndef load(path: str) -> dict:\n    \"\"\"Reads a settings file.\"\"\"\n    with open(path) as handle:\n        return json.load(handle)  # parsed\n",
  docker: "FROM php:8.1-apache\nARG MOODLE_VERSION=4.1\nRUN apt-get update \\\n    && apt-get install -y libpng-dev \\\n    && docker-php-ext-install gd\nCOPY --chown=www-data . /var/www/html\nEXPOSE 80\n",
  nginx: "server {\n    listen 443 ssl;\n    server_name moodle.example.com;\n    location ~ [^/]\\.php(/|$) {\n        fastcgi_split_path_info ^(.+\\.php)(/.+)$;\n        include fastcgi_params;\n    }\n}\n",
};

/** As the build marks highlighted lines: the transformer's hooks must run on the single pass too. */
const MARK_LINES: ShikiTransformer[] = [
  {
    line(node, line) {
      if (line % 2 === 1) this.addClassToHast(node, 'theme-code-block-highlighted-line');
    },
  },
];

async function highlighters(themes: { light: string; dark: string }, langs: string[]): Promise<{ shiki: Highlighter; dual: DualThemeHighlighter }> {
  const shiki = await createHighlighter({ themes: [themes.light, themes.dark], langs });
  return { shiki, dual: new DualThemeHighlighter(shiki, themes.light, themes.dark) };
}

/** Shiki's own two runs, as the build asked for them before. */
function shikiHtml(shiki: Highlighter, themes: { light: string; dark: string }, code: string, lang: string): string {
  return toHtml(shiki.codeToHast(code, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0, transformers: MARK_LINES }));
}

function dualHtml(dual: DualThemeHighlighter, code: string, lang: string): string {
  const root = dual.highlight(code, { lang, transformers: MARK_LINES });
  expect(root, `${lang}: highlighted in one run`).toBeDefined();
  return toHtml(root!);
}

/** Every fenced block of the devdocs corpus in a language docgen highlights. */
function corpusBlocks(): { lang: string; code: string }[] {
  const corpus = path.resolve(PROJECT_ROOT, '../shared/corpus/devdocs');
  const files = readdirSync(corpus, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  return files.flatMap((file) =>
    [...readFileSync(path.join(corpus, file), 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].flatMap(([, name, code]) => {
      const lang = resolveCodeLanguage(name!);
      return lang && lang !== 'text' ? [{ lang, code: code!.replace(/\n$/, '') }] : [];
    }),
  );
}

describe('highlighting in two themes with one run of the grammar', () => {
  it.each(THEME_PAIRS)('gives what shiki gives in two runs, for every language docgen loads ($light, $dark)', async (themes) => {
    const { shiki, dual } = await highlighters(themes, [...HIGHLIGHTED_LANGUAGES]);
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const expected = shikiHtml(shiki, themes, code, lang);
      expect(expected).toContain('--shiki-dark:');
      expect(dualHtml(dual, code, lang), lang).toBe(expected);
      // Windows line endings, and the block again once its styles are known.
      expect(dualHtml(dual, code.replaceAll('\n', '\r\n'), lang), `${lang}, CRLF`).toBe(shikiHtml(shiki, themes, code.replaceAll('\n', '\r\n'), lang));
      expect(dualHtml(dual, code, lang), `${lang}, again`).toBe(expected);
    }
    // Shiki's own runs afterwards still use their own themes: the pair theme is only lent to the grammar.
    expect(shikiHtml(shiki, themes, SAMPLES.php, 'php')).toBe(shikiHtml((await highlighters(themes, ['php'])).shiki, themes, SAMPLES.php, 'php'));
  });

  it('has a sample for every language docgen loads', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...HIGHLIGHTED_LANGUAGES].sort());
  });

  it('gives what shiki gives in two runs for every code block of the devdocs corpus', async () => {
    const blocks = corpusBlocks();
    expect(blocks.length).toBeGreaterThan(1900);
    const themes = THEME_PAIRS[0]!;
    const { shiki, dual } = await highlighters(themes, [...new Set(blocks.map((block) => block.lang))]);
    const different = blocks.filter(({ lang, code }) => dualHtml(dual, code, lang) !== shikiHtml(shiki, themes, code, lang));
    expect(different.map(({ lang, code }) => `${lang}: ${code.slice(0, 60)}`)).toEqual([]);
  }, 60_000);

  it('leaves a block to shiki when its styles outnumber the ids, and starts the ids again for the next', async () => {
    const themes = THEME_PAIRS[1]!;
    const shiki = await createHighlighter({ themes: [themes.light, themes.dark], langs: ['php'] });
    // Room for four pairs of styles: the PHP sample has more.
    const dual = new DualThemeHighlighter(shiki, themes.light, themes.dark, 4);
    expect(dual.highlight(SAMPLES.php, { lang: 'php', transformers: [] })).toBeUndefined();
    const small = '<?php\n$a = 1;\n';
    expect(dualHtml(dual, small, 'php')).toBe(shikiHtml(shiki, themes, small, 'php'));
    // And shiki, given the block, still colours it in its own themes.
    expect(shikiHtml(shiki, themes, SAMPLES.php, 'php')).toBe(shikiHtml((await highlighters(themes, ['php'])).shiki, themes, SAMPLES.php, 'php'));
  });
});
