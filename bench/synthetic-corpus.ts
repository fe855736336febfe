// A synthetic documentation site for the benchmark: any number of pages with
// the mix of real developer docs (front matter, headings with and without
// explicit ids, tables, admonitions, code in several languages, links with
// anchors, images, a few MDX pages with tabs), in three docs roots (current,
// version 1.0 and a single-version "general" instance).
//
// Every page draws from a random stream of its own, keyed by the seed, its docs
// root and its number, and links only to pages numbered before it (only the
// introduction links ahead, to the first few). So page n
// is the same file in a site of 1,000 pages and in one of 10,000, and the time
// per page at both sizes measures docgen rather than a different content mix.
//
//   npx tsx bench/synthetic-corpus.ts <dir> <pages> [seed]
import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import { slug } from 'github-slugger';

export interface SyntheticSiteOptions {
  pages: number;
  seed?: number;
}

const DEFAULT_SEED = 1;
// Below this the general instance would hold its introduction only.
const MIN_PAGES = 20;
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

// ---------------------------------------------------------------------------
// Randomness

type Random = () => number;

/** mulberry32: a tiny seeded generator; the same seed always gives the same stream. */
function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stream of its own per key (FNV-1a of the key), so no page's text depends on how many pages came before it. */
function randomFor(...key: (string | number)[]): Random {
  let hash = 0x811c9dc5;
  for (const char of key.join('/')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash);
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const chance = (random: Random, probability: number): boolean => random() < probability;

function pickOther<T>(random: Random, items: readonly T[], not: T): T {
  for (;;) {
    const item = pick(random, items);
    if (item !== not) return item;
  }
}

function pickWeighted<T extends string>(random: Random, weights: Readonly<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of entries) {
    left -= weight;
    if (left < 0) return item;
  }
  return entries.at(-1)![0];
}

// ---------------------------------------------------------------------------
// Word pools (plain ASCII words, so heading ids are predictable)

interface Verb {
  base: string;
  past: string;
  ing: string;
}

const words = (list: string): string[] => list.trim().split(/\s+/);

const VERBS: Verb[] = words(`
  configure/configured/configuring create/created/creating register/registered/registering upgrade/upgraded/upgrading
  validate/validated/validating render/rendered/rendering export/exported/exporting import/imported/importing
  migrate/migrated/migrating cache/cached/caching delete/deleted/deleting update/updated/updating load/loaded/loading
  store/stored/storing schedule/scheduled/scheduling restore/restored/restoring sync/synced/syncing
  fetch/fetched/fetching parse/parsed/parsing format/formatted/formatting queue/queued/queuing test/tested/testing
  deploy/deployed/deploying enable/enabled/enabling disable/disabled/disabling archive/archived/archiving
  purge/purged/purging rebuild/rebuilt/rebuilding override/overridden/overriding publish/published/publishing
  review/reviewed/reviewing release/released/releasing`).map((triple) => {
  const [base, past, ing] = triple.split('/') as [string, string, string];
  return { base, past, ing };
});

// Nouns whose plural is the noun plus "s".
const NOUNS = words(`
  cache course user session token event task report block theme question grade file template form filter
  message badge cohort role setting string service request response record table field backup module section
  attempt submission group tag comment rating notification calendar lesson workshop page resource icon
  queue worker handler adapter provider store schema migration hook callback plugin component renderer context
  instance license upload export import lock preference answer forum`);

const ADJECTIVES = words(`
  scheduled external custom default legacy remote local shared temporary cached public private optional
  required nested global hidden archived pending active stale`);

const PLUGIN_TYPES = words('local mod block tool report qtype theme auth enrol filter format repository');
const PERIODS = words('hour day week minute');

const DOCS_SECTIONS = words('apis guides plugins subsystems frameworks tooling integrations security reference tutorials architecture deployment');
const GENERAL_SECTIONS = words('community process policies tools releases projects contributing meetings');
const TOPICS = words(`
  caching storage navigation rendering messaging reporting grading enrolment scheduling logging theming
  testing packaging privacy search accessibility analytics backups networking localisation`);
const SUBFOLDERS = words('basics advanced examples');
const ID_SUFFIXES = words('options notes example reference details summary setup overview');

const TAGS = [
  'API', 'PHPUnit', 'JavaScript', 'Behat', 'Plugins', 'Security', 'Performance', 'Accessibility', 'Privacy',
  'Templates', 'Web services', 'Caching', 'Database', 'Upgrade', 'Release notes', 'Testing', 'Themes', 'Forms',
  'Events', 'Tasks', 'Navigation', 'Output', 'Files', 'Backup', 'Enrolment', 'Grades', 'Analytics', 'Search',
  'Messaging', 'Mobile app', 'Coding style', 'Git', 'Docker', 'Continuous integration', 'Localisation',
  'Documentation', 'Community', 'Deprecation', 'Reports', 'Quiz',
];

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (noun: string): string => `${noun}s`;
// 'an upload' but 'a user'.
const withArticle = (phrase: string): string => `${/^(?:[aeio]|u(?!s))/.test(phrase) ? 'an' : 'a'} ${phrase}`;
const pascal = (...parts: string[]): string => parts.map(capital).join('');

// ---------------------------------------------------------------------------
// Docs roots and folders

/** One docs root: the current docs, version 1.0, or the general instance. */
interface DocsRoot {
  /** Keys the random streams of the root's pages. */
  key: string;
  /** Folder under content/. */
  dir: string;
  sectionNames: readonly string[];
  /** Sidebars file, relative to content/. */
  sidebarsFile: string;
  /** Doc pages in this root, its introduction included. */
  count: number;
}

/** 60% current docs, 30% version 1.0, the rest general docs: the counts add up to `pages` exactly. */
function docsRoots(pages: number): DocsRoot[] {
  const current = Math.round(pages * 0.6);
  const older = Math.round(pages * 0.3);
  return [
    { key: 'current', dir: 'docs', sectionNames: DOCS_SECTIONS, sidebarsFile: 'sidebars/docs.json', count: current },
    { key: 'v1.0', dir: 'versioned_docs/version-1.0', sectionNames: DOCS_SECTIONS, sidebarsFile: 'versioned_sidebars/version-1.0-sidebars.json', count: older },
    { key: 'general', dir: 'general', sectionNames: GENERAL_SECTIONS, sidebarsFile: 'sidebars/general.json', count: pages - current - older },
  ];
}

// A section holds four topics: two keep their pages themselves (depth 2), two
// split them into sub-folders (depth 3). Every folder of pages holds ten, so
// the shape of the tree, like the text, is the same at every size.
const SUBFOLDERS_PER_TOPIC = [0, 3, 0, 2];
const PAGES_PER_FOLDER = 10;
const SECTION_FOLDERS = SUBFOLDERS_PER_TOPIC.flatMap((subfolders, topic) =>
  subfolders === 0 ? [{ topic, sub: undefined }] : Array.from({ length: subfolders }, (_, sub) => ({ topic, sub: sub as number | undefined })),
);
const PAGES_PER_SECTION = SECTION_FOLDERS.length * PAGES_PER_FOLDER;

/** Where a page sits: its section, topic, optional sub-folder and place in its folder (from 1). */
interface Slot {
  section: number;
  topic: number;
  sub: number | undefined;
  position: number;
}

/** The slot of page `index` (index 0 is the root's introduction). */
function slotOf(index: number): Slot {
  const offset = index - 1;
  const inSection = offset % PAGES_PER_SECTION;
  const folder = SECTION_FOLDERS[Math.floor(inSection / PAGES_PER_FOLDER)]!;
  return { section: Math.floor(offset / PAGES_PER_SECTION), ...folder, position: (inSection % PAGES_PER_FOLDER) + 1 };
}

/** Section names repeat with a number once the pool runs out: `apis`, …, `apis-2`. */
function sectionName(root: DocsRoot, section: number): string {
  const round = Math.floor(section / root.sectionNames.length);
  const name = root.sectionNames[section % root.sectionNames.length]!;
  return round === 0 ? name : `${name}-${round + 1}`;
}

const topicName = (slot: Slot): string => TOPICS[(slot.section * SUBFOLDERS_PER_TOPIC.length + slot.topic) % TOPICS.length]!;

/** Folders of a slot relative to the root: section, topic, then the sub-folder if any. */
function foldersOf(root: DocsRoot, slot: Slot): string[] {
  const folders = [sectionName(root, slot.section), topicName(slot)];
  return slot.sub === undefined ? folders : [...folders, SUBFOLDERS[slot.sub]!];
}

// ---------------------------------------------------------------------------
// Page plans: what other pages need to know to link to a page

interface Heading {
  level: 2 | 3;
  text: string;
  id: string;
  explicit: boolean;
}

interface PagePlan {
  root: DocsRoot;
  index: number;
  /** Undefined for the root's introduction. */
  slot: Slot | undefined;
  /** Path relative to content/, with forward slashes. */
  file: string;
  title: string;
  mdx: boolean;
  headings: Heading[];
}

// One page in twenty is MDX, chosen by number so the share is exact at every size.
const isMdx = (index: number): boolean => index % 20 === 7;

const TITLE_IDEAS: ((random: Random) => { title: string; name: string })[] = [
  (random) => {
    const verb = pick(random, VERBS);
    const noun = pick(random, NOUNS);
    const other = pickOther(random, NOUNS, noun);
    return { title: `${capital(verb.base)} the ${noun} ${other}`, name: `${verb.base}-${noun}-${other}` };
  },
  (random) => {
    const adjective = pick(random, ADJECTIVES);
    const noun = pick(random, NOUNS);
    return { title: `${capital(adjective)} ${plural(noun)}`, name: `${adjective}-${plural(noun)}` };
  },
  (random) => {
    const noun = pick(random, NOUNS);
    const other = pickOther(random, NOUNS, noun);
    return { title: `The ${noun} ${other} API`, name: `${noun}-${other}-api` };
  },
  (random) => {
    const verb = pick(random, VERBS);
    const noun = pick(random, NOUNS);
    return { title: `${capital(verb.ing)} ${plural(noun)}`, name: `${verb.ing}-${plural(noun)}` };
  },
];

const FIXED_HEADINGS = ['Overview', 'Before you begin', 'Requirements', 'Troubleshooting', 'Limitations', 'Examples', 'Usage'];

const HEADING_IDEAS: ((random: Random) => string)[] = [
  (random) => pick(random, FIXED_HEADINGS),
  (random) => `${capital(pick(random, VERBS).ing)} the ${pick(random, NOUNS)}`,
  (random) => `${capital(pick(random, ADJECTIVES))} ${plural(pick(random, NOUNS))}`,
  (random) => {
    const noun = pick(random, NOUNS);
    return `The ${noun} ${pickOther(random, NOUNS, noun)} API`;
  },
  (random) => `How ${plural(pick(random, NOUNS))} are ${pick(random, VERBS).past}`,
  (random) => `${capital(pick(random, VERBS).base)} the ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
];

/**
 * A heading whose id is new on the page. Its text's slug is reserved too, even
 * with an explicit id, so no slugger ever has to add a `-1` suffix and every
 * anchor we link to is exactly the id we computed.
 */
function newHeading(random: Random, level: 2 | 3, used: Set<string>): Heading {
  for (;;) {
    const text = pick(random, HEADING_IDEAS)(random);
    const explicit = chance(random, 0.15);
    const textId = slug(text);
    const id = explicit ? `${pick(random, NOUNS)}-${pick(random, ID_SUFFIXES)}` : textId;
    if (used.has(id) || used.has(textId)) continue;
    used.add(id).add(textId);
    return { level, text, id, explicit };
  }
}

/** Three to six H2 sections, some with one or two H3s. */
function planHeadings(random: Random): Heading[] {
  const used = new Set<string>();
  const headings: Heading[] = [];
  const sections = between(random, 3, 6);
  for (let section = 0; section < sections; section++) {
    headings.push(newHeading(random, 2, used));
    const subsections = chance(random, 0.4) ? between(random, 1, 2) : 0;
    for (let sub = 0; sub < subsections; sub++) headings.push(newHeading(random, 3, used));
  }
  return headings;
}

function introPlan(root: DocsRoot, seed: number): PagePlan {
  const random = randomFor(seed, root.key, 0, 'plan');
  return { root, index: 0, slot: undefined, file: `${root.dir}/intro.md`, title: 'Introduction', mdx: false, headings: planHeadings(random) };
}

/** Plans page `index`, with a file name not yet taken in its folder. */
function planPage(root: DocsRoot, index: number, seed: number, takenNames: Map<string, Set<string>>): PagePlan {
  const random = randomFor(seed, root.key, index, 'plan');
  const slot = slotOf(index);
  const folder = [root.dir, ...foldersOf(root, slot)].join('/');
  const taken = takenNames.get(folder) ?? new Set<string>();
  takenNames.set(folder, taken);
  let idea = pick(random, TITLE_IDEAS)(random);
  while (taken.has(idea.name)) idea = pick(random, TITLE_IDEAS)(random);
  taken.add(idea.name);
  const mdx = isMdx(index);
  return { root, index, slot, file: `${folder}/${idea.name}.${mdx ? 'mdx' : 'md'}`, title: idea.title, mdx, headings: planHeadings(random) };
}

function planRoot(root: DocsRoot, seed: number): PagePlan[] {
  const plans = [introPlan(root, seed)];
  const takenNames = new Map<string, Set<string>>();
  for (let index = 1; index < root.count; index++) plans.push(planPage(root, index, seed, takenNames));
  return plans;
}

// ---------------------------------------------------------------------------
// Code blocks: templates with varied identifiers, so blocks are mostly distinct

const pickByNumber = <T>(number: number, items: readonly T[]): T => items[number % items.length]!;

interface CodeNames {
  component: string;
  noun: string;
  other: string;
  verb: Verb;
  adjective: string;
  number: number;
  version: string;
}

interface CodeTemplate {
  file: (names: CodeNames) => string;
  lines: (names: CodeNames) => string[];
}

function codeNames(random: Random): CodeNames {
  const noun = pick(random, NOUNS);
  return {
    component: `${pick(random, PLUGIN_TYPES)}_${pick(random, NOUNS)}${pick(random, NOUNS)}`,
    noun,
    other: pickOther(random, NOUNS, noun),
    verb: pick(random, VERBS),
    adjective: pick(random, ADJECTIVES),
    number: between(random, 2, 999),
    version: `${between(random, 1, 4)}.${between(random, 0, 11)}`,
  };
}

const CODE_TEMPLATES: Record<string, CodeTemplate[]> = {
  php: [
    {
      file: (n) => `classes/local/${n.noun}_manager.php`,
      lines: (n) => [
        '<?php',
        `namespace ${n.component}\\local;`,
        '',
        '/**',
        ` * ${capital(n.verb.ing)} of ${n.noun} records for ${n.other} pages.`,
        ' */',
        `class ${n.noun}_manager {`,
        `    /** @var int Seconds before a cached ${n.noun} expires. */`,
        `    public const TTL = ${n.number};`,
        '',
        `    public function ${n.verb.base}_${plural(n.noun)}(int $${n.other}id): array {`,
        '        global $DB;',
        `        return $DB->get_records('${n.component}_${n.noun}', ['${n.other}id' => $${n.other}id], 'timemodified DESC');`,
        '    }',
        '}',
      ],
    },
    {
      file: () => 'version.php',
      lines: (n) => [
        '<?php',
        "defined('MOODLE_INTERNAL') || die();",
        '',
        `$plugin->component = '${n.component}';`,
        `$plugin->version = ${2023010100 + n.number * 100};`,
        '$plugin->requires = 2022112800;',
        '$plugin->maturity = MATURITY_STABLE;',
        `$plugin->release = '${n.version}';`,
      ],
    },
    {
      file: (n) => `classes/task/${n.verb.base}_${plural(n.noun)}.php`,
      lines: (n) => [
        '<?php',
        `namespace ${n.component}\\task;`,
        '',
        `class ${n.verb.base}_${plural(n.noun)} extends \\core\\task\\scheduled_task {`,
        '    public function get_name(): string {',
        `        return get_string('task${n.verb.base}${n.noun}', '${n.component}');`,
        '    }',
        '',
        '    public function execute(): void {',
        `        $cutoff = time() - ${n.number} * MINSECS;`,
        `        $count = \\${n.component}\\local\\${n.noun}_manager::${n.verb.base}_before($cutoff);`,
        `        mtrace("${capital(n.verb.past)} {$count} ${plural(n.noun)} older than {$cutoff}.");`,
        '    }',
        '}',
      ],
    },
  ],
  javascript: [
    {
      file: (n) => `amd/src/${n.noun}.js`,
      lines: (n) => [
        "import Ajax from 'core/ajax';",
        "import Notification from 'core/notification';",
        '',
        `export const ${n.verb.base}${pascal(n.noun)} = async(${n.other}Id) => {`,
        '    const request = {',
        `        methodname: '${n.component}_${n.verb.base}_${n.noun}',`,
        `        args: {${n.other}id: ${n.other}Id, limit: ${n.number}},`,
        '    };',
        '    try {',
        '        return await Ajax.call([request])[0];',
        '    } catch (error) {',
        '        Notification.exception(error);',
        '        return null;',
        '    }',
        '};',
      ],
    },
    {
      file: (n) => `amd/src/${n.other}_list.js`,
      lines: (n) => [
        'const SELECTORS = {',
        `    toggle: '[data-action="${n.verb.base}-${n.noun}"]',`,
        `    region: '[data-region="${n.other}-list"]',`,
        '};',
        '',
        'export const init = (rootId) => {',
        '    const root = document.getElementById(rootId);',
        "    root.addEventListener('click', (event) => {",
        '        const toggle = event.target.closest(SELECTORS.toggle);',
        '        if (!toggle) {',
        '            return;',
        '        }',
        '        event.preventDefault();',
        `        root.querySelector(SELECTORS.region).classList.toggle('${n.adjective}');`,
        '    });',
        '};',
      ],
    },
  ],
  typescript: [
    {
      file: (n) => `src/${n.noun}-${n.other}.ts`,
      lines: (n) => [
        `export interface ${pascal(n.noun, n.other)} {`,
        '    id: number;',
        `    ${n.other}Id: number;`,
        '    name: string;',
        '    timeModified: Date;',
        '}',
        '',
        `export function ${n.verb.base}${pascal(plural(n.noun))}(items: ${pascal(n.noun, n.other)}[], since: Date): ${pascal(n.noun, n.other)}[] {`,
        '    return items',
        '        .filter((item) => item.timeModified >= since)',
        '        .sort((a, b) => a.name.localeCompare(b.name))',
        `        .slice(0, ${n.number});`,
        '}',
      ],
    },
    {
      file: (n) => `src/${n.noun}-cache.ts`,
      lines: (n) => [
        `export class ${pascal(n.adjective, n.noun)}Cache<T> {`,
        '    private readonly entries = new Map<string, { value: T; expires: number }>();',
        '',
        `    constructor(private readonly ttlMs = ${n.number * 1000}) {}`,
        '',
        '    get(key: string): T | undefined {',
        '        const entry = this.entries.get(key);',
        '        if (!entry || entry.expires < Date.now()) {',
        '            this.entries.delete(key);',
        '            return undefined;',
        '        }',
        '        return entry.value;',
        '    }',
        '',
        '    set(key: string, value: T): void {',
        '        this.entries.set(key, { value, expires: Date.now() + this.ttlMs });',
        '    }',
        '}',
      ],
    },
  ],
  bash: [
    {
      file: (n) => `${n.verb.base}-${plural(n.noun)}.sh`,
      lines: (n) => [
        'cd /var/www/site',
        'sudo -u www-data php admin/cli/maintenance.php --enable',
        `sudo -u www-data php cli/${n.verb.base}_${plural(n.noun)}.php --${n.other}=${n.number} --verbose`,
        'sudo -u www-data php admin/cli/purge_caches.php',
        'sudo -u www-data php admin/cli/maintenance.php --disable',
      ],
    },
    {
      file: () => 'setup.sh',
      lines: (n) => [
        `git checkout -b ${n.verb.base}-${n.noun}-${n.number}`,
        'npm ci',
        `npx grunt amd --root=${n.component.replace('_', '/')}`,
        `vendor/bin/phpunit --filter ${n.component}_${n.noun}`,
        `git commit -am "${n.component}: ${n.verb.base} ${n.adjective} ${plural(n.other)}"`,
      ],
    },
  ],
  json: [
    {
      file: () => 'config.json',
      lines: (n) => [
        '{',
        `  "name": "${n.component}",`,
        `  "version": "${n.version}",`,
        '  "settings": {',
        `    "${n.noun}_ttl": ${n.number},`,
        `    "${n.other}_enabled": true,`,
        `    "${n.verb.base}_mode": "${n.adjective}"`,
        '  }',
        '}',
      ],
    },
    {
      file: (n) => `tests/fixtures/${plural(n.noun)}.json`,
      lines: (n) => [
        '{',
        `  "${plural(n.noun)}": [`,
        `    { "id": ${n.number}, "${n.other}id": ${n.number + 7}, "name": "${capital(n.noun)} ${n.number}", "status": "${n.verb.past}" },`,
        `    { "id": ${n.number + 1}, "${n.other}id": ${n.number + 7}, "name": "${capital(n.adjective)} ${n.noun}", "status": "${n.adjective}" }`,
        '  ],',
        '  "warnings": []',
        '}',
      ],
    },
  ],
  yaml: [
    {
      file: () => '.github/workflows/ci.yml',
      lines: (n) => [
        `name: ${capital(n.verb.base)} ${plural(n.noun)}`,
        'on:',
        '  push:',
        '    branches: [main]',
        'jobs:',
        '  test:',
        '    runs-on: ubuntu-22.04',
        '    steps:',
        '      - uses: actions/checkout@v3',
        '      - name: Install dependencies',
        '        run: composer install --no-interaction',
        `      - name: Run the ${n.noun} tests`,
        `        run: vendor/bin/phpunit --filter ${n.component}_${n.noun}`,
      ],
    },
    {
      file: () => 'docker-compose.yml',
      lines: (n) => [
        'services:',
        `  ${n.noun}:`,
        `    image: ${pickByNumber(n.number, ['postgres:14', 'mariadb:10.6', 'redis:7', 'nginx:1.23'])}`,
        '    environment:',
        `      ${n.noun.toUpperCase()}_TTL: "${n.number}"`,
        '    ports:',
        `      - "${8000 + n.number}:80"`,
        '    volumes:',
        `      - ./${n.other}-data:/var/lib/${n.noun}`,
      ],
    },
  ],
  sql: [
    {
      file: () => 'report.sql',
      lines: (n) => [
        `SELECT n.id, n.name, COUNT(o.id) AS ${n.other}count`,
        `  FROM ${n.component}_${n.noun} n`,
        `  LEFT JOIN ${n.component}_${n.other} o ON o.${n.noun}id = n.id`,
        ' WHERE n.timemodified > :since',
        ' GROUP BY n.id, n.name',
        ` ORDER BY ${n.other}count DESC`,
        ` LIMIT ${n.number};`,
      ],
    },
    {
      file: () => 'install.sql',
      lines: (n) => [
        `CREATE TABLE ${n.component}_${n.noun} (`,
        '    id BIGINT PRIMARY KEY,',
        `    ${n.other}id BIGINT NOT NULL,`,
        `    name VARCHAR(${n.number}) NOT NULL,`,
        "    status VARCHAR(20) NOT NULL DEFAULT 'pending',",
        '    timemodified BIGINT NOT NULL',
        ');',
        `CREATE INDEX ${n.noun}_${n.other}_ix ON ${n.component}_${n.noun} (${n.other}id);`,
      ],
    },
  ],
  css: [
    {
      file: () => 'styles.css',
      lines: (n) => [
        `.${n.noun}-${n.other} {`,
        '    display: flex;',
        `    gap: ${(n.number % 24) + 4}px;`,
        `    border: 1px solid var(--${n.noun}-border, #d0d7de);`,
        '}',
        '',
        `.${n.noun}-${n.other}__item[data-${n.verb.base}="true"] {`,
        `    background-color: #${(n.number * 4099).toString(16).padStart(6, '0').slice(0, 6)};`,
        '}',
      ],
    },
  ],
  html: [
    {
      file: (n) => `templates/${n.noun}_${n.other}.html`,
      lines: (n) => [
        `<div class="${n.noun}-${n.other}" data-region="${n.other}-list">`,
        `    <h3>${capital(n.noun)} ${plural(n.other)}</h3>`,
        '    <ul>',
        `        <li data-id="${n.number}">${capital(n.adjective)} ${n.noun}</li>`,
        '    </ul>',
        `    <button type="button" class="btn btn-primary" data-action="${n.verb.base}-${n.noun}">${capital(n.verb.base)} ${n.noun}</button>`,
        '</div>',
      ],
    },
  ],
};

const CODE_LANGUAGE_WEIGHTS = { php: 3, javascript: 2, typescript: 1.5, bash: 2, json: 1, yaml: 1, sql: 1, css: 0.7, html: 0.7 };

/** A fenced block: some with a file title, some with highlighted lines (always lines that exist). */
function codeBlock(random: Random, language: string = pickWeighted(random, CODE_LANGUAGE_WEIGHTS)): string {
  const template = pick(random, CODE_TEMPLATES[language]!);
  const names = codeNames(random);
  const lines = template.lines(names);
  const meta: string[] = [];
  if (chance(random, 0.45)) meta.push(`title="${template.file(names)}"`);
  if (chance(random, 0.2)) {
    const first = between(random, 2, lines.length - 1);
    const last = Math.min(lines.length, first + between(random, 0, 2));
    meta.push(first === last ? `{${first}}` : `{${first}-${last}}`);
  }
  return ['```' + [language, ...meta].join(' '), ...lines, '```'].join('\n');
}

// ---------------------------------------------------------------------------
// Text

/** Words one sentence draws on. */
interface SentenceWords {
  noun: string;
  other: string;
  verb: Verb;
  adjective: string;
  component: string;
  period: string;
  version: string;
}

function sentenceWords(random: Random): SentenceWords {
  const noun = pick(random, NOUNS);
  return {
    noun,
    other: pickOther(random, NOUNS, noun),
    verb: pick(random, VERBS),
    adjective: pick(random, ADJECTIVES),
    component: `${pick(random, PLUGIN_TYPES)}_${pick(random, NOUNS)}`,
    period: pick(random, PERIODS),
    version: `${between(random, 1, 4)}.${between(random, 0, 11)}`,
  };
}

// No braces or angle brackets outside code spans: the same text must be valid MDX.
const SENTENCES: ((w: SentenceWords) => string)[] = [
  (w) => `The ${w.adjective} ${w.noun} is ${w.verb.past} before each ${w.other} request.`,
  (w) => `Call \`${w.verb.base}_${w.noun}()\` to ${w.verb.base} the ${w.noun} of a single ${w.other}.`,
  (w) => `**${capital(w.adjective)} ${plural(w.noun)}** are ${w.verb.past} once per ${w.period}, so changes to ${withArticle(w.other)} appear on the next run.`,
  (w) => `Each ${w.noun} belongs to exactly one ${w.other}, and the API checks this on every write.`,
  (w) => `Set \`$CFG->${w.noun}${w.other}\` in \`config.php\` when the default ${w.noun} does not suit your site.`,
  (w) => `The \`${w.component}_${w.noun}\` table keeps one row per ${w.other}.`,
  (w) => `If ${withArticle(w.noun)} cannot be ${w.verb.past}, the ${w.other} is left unchanged and an event is logged.`,
  (w) => `Plugins can ${w.verb.base} their own ${plural(w.noun)} by implementing the \`${w.noun}_${w.other}_provider\` interface.`,
  (w) => `Avoid ${w.verb.ing} the ${w.noun} inside a loop: do it once and reuse the result.`,
  (w) => `The ${w.noun} settings page lists every ${w.adjective} ${w.other} with its current state.`,
  (w) => `Use the **${w.noun} ${w.other}** API rather than writing to the database directly.`,
  (w) => `Tests for the ${w.noun} live in \`tests/${w.noun}_${w.other}_test.php\`.`,
  (w) => `Since version ${w.version}, ${plural(w.noun)} are ${w.verb.past} in the background.`,
  (w) => `${capital(withArticle(w.adjective))} ${w.noun} may refer to several ${plural(w.other)}, but never to another ${w.noun}.`,
  (w) => `Run \`php cli/${w.verb.base}_${plural(w.noun)}.php\` after changing ${withArticle(w.noun)} so that the ${w.other} is ${w.verb.past} again.`,
  (w) => `The \`${w.verb.base}${pascal(w.noun)}\` function returns \`null\` when no ${w.noun} matches.`,
];

const sentence = (random: Random): string => pick(random, SENTENCES)(sentenceWords(random));

function description(random: Random): string {
  const w = sentenceWords(random);
  return pick(random, [
    `How to ${w.verb.base} ${plural(w.noun)} and keep each ${w.other} in step.`,
    `Reference for the ${w.adjective} ${w.noun} API and its settings.`,
    `What happens when ${withArticle(w.noun)} is ${w.verb.past}, and how to change it.`,
  ]);
}

// ---------------------------------------------------------------------------
// Page bodies

/** What rendering one page needs: its plan, its random stream and the pages it may link to. */
interface PageContext {
  plan: PagePlan;
  random: Random;
  /** Earlier pages of the same docs root (links never leave their docs version). */
  targets: PagePlan[];
}

// Links reach back at most this many pages, so their mix (same folder, sibling
// folders, other sections) does not change with the size of the site.
const LINK_WINDOW = 40;

function relativeLink(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** A `.md` link to another page, half of them to one of its headings. */
function pageLink(context: PageContext): string {
  const target = pick(context.random, context.targets);
  const href = relativeLink(context.plan.file, target.file);
  if (chance(context.random, 0.5)) return `[${target.title}](${href})`;
  const heading = pick(context.random, target.headings);
  return `[${heading.text}](${href}#${heading.id})`;
}

function linkSentence(context: PageContext): string {
  const link = pageLink(context);
  const w = sentenceWords(context.random);
  return pick(context.random, [
    `See ${link} for how the ${w.noun} is ${w.verb.past}.`,
    `The ${w.noun} follows the rules in ${link}.`,
    `${link} explains the ${w.adjective} ${w.noun} in more detail.`,
  ]);
}

function anchorSentence(context: PageContext): string {
  const heading = pick(context.random, context.plan.headings);
  return `The ${pick(context.random, NOUNS)} options are described in [${heading.text}](#${heading.id}).`;
}

function paragraph(context: PageContext): string {
  const { random } = context;
  const sentences = Array.from({ length: between(random, 2, 4) }, () => sentence(random));
  if (context.targets.length > 0 && chance(random, 0.35)) sentences.splice(between(random, 0, sentences.length), 0, linkSentence(context));
  if (chance(random, 0.12)) sentences.push(anchorSentence(context));
  return sentences.join(' ');
}

function bulletList(context: PageContext): string {
  const { random } = context;
  return Array.from({ length: between(random, 3, 5) }, () => {
    const item = chance(random, 0.4) ? `**${capital(pick(random, NOUNS))}**: ${sentence(random)}` : sentence(random);
    return `- ${item}`;
  }).join('\n');
}

function stepList(context: PageContext): string {
  const { random } = context;
  return Array.from({ length: between(random, 3, 6) }, (_, step) => {
    const w = sentenceWords(random);
    return pick(random, [
      `${step + 1}. ${capital(w.verb.base)} the ${w.noun} with \`php cli/${w.verb.base}.php --${w.other}\`.`,
      `${step + 1}. Open **${capital(w.noun)} settings** and choose ${withArticle(w.adjective)} ${w.other}.`,
      `${step + 1}. Check that the ${w.noun} is ${w.verb.past} in the \`${w.component}\` log.`,
    ]);
  }).join('\n');
}

function table(context: PageContext): string {
  const { random } = context;
  const rows = Array.from({ length: between(random, 2, 5) }, () => {
    const [type, value] = pick(random, [['int', String(between(random, 0, 3600))], ['string', `'${pick(random, ADJECTIVES)}'`], ['bool', pick(random, ['true', 'false'])], ['array', '[]']]);
    const w = sentenceWords(random);
    return `| \`${w.noun}_${w.other}\` | \`${type}\` | \`${value}\` | How ${plural(w.noun)} are ${w.verb.past} for each ${w.other}. |`;
  });
  return ['| Setting | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function admonition(context: PageContext): string {
  const { random } = context;
  const kind = pick(random, ['note', 'tip', 'warning', 'info']);
  const title = kind === 'tip' && chance(random, 0.6) ? ` ${capital(pick(random, ADJECTIVES))} ${plural(pick(random, NOUNS))}` : '';
  return `:::${kind}${title}\n\n${paragraph(context)}\n\n:::`;
}

interface ImageFile {
  name: string;
  width: number;
  height: number;
  rgb: [number, number, number];
}

// Written once into content/docs/img/ and shared by every docs root.
const IMAGES: ImageFile[] = [
  { name: 'architecture.png', width: 160, height: 90, rgb: [208, 99, 0] },
  { name: 'workflow.png', width: 120, height: 120, rgb: [36, 110, 185] },
  { name: 'settings-screen.png', width: 200, height: 100, rgb: [60, 160, 90] },
  { name: 'sequence.png', width: 96, height: 64, rgb: [120, 70, 160] },
];

function image(context: PageContext): string {
  const file = pick(context.random, IMAGES);
  const alt = `${capital(pick(context.random, ADJECTIVES))} ${pick(context.random, NOUNS)} ${file.name.replace(/\.png$/, '').replace('-', ' ')}`;
  return `![${alt}](${relativeLink(context.plan.file, `docs/img/${file.name}`)})`;
}

/** The same example in PHP and in JavaScript or TypeScript (MDX pages only). */
function tabs(context: PageContext): string {
  const { random } = context;
  const script = pick(random, [['javascript', 'JavaScript'], ['typescript', 'TypeScript']] as const);
  return [
    '<Tabs groupId="language">',
    '<TabItem value="php" label="PHP">',
    '',
    codeBlock(random, 'php'),
    '',
    '</TabItem>',
    `<TabItem value="${script[0]}" label="${script[1]}">`,
    '',
    codeBlock(random, script[0]),
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
}

const BLOCK_WEIGHTS = { paragraph: 3, bullets: 1.2, steps: 0.8, code: 3, table: 1, admonition: 1.5, image: 0.4 };

function extraBlock(context: PageContext): string {
  switch (pickWeighted(context.random, BLOCK_WEIGHTS)) {
    case 'paragraph':
      return paragraph(context);
    case 'bullets':
      return bulletList(context);
    case 'steps':
      return stepList(context);
    case 'code':
      return codeBlock(context.random);
    case 'table':
      return table(context);
    case 'admonition':
      return admonition(context);
    case 'image':
      return image(context);
  }
}

function headingLine(heading: Heading): string {
  return `${'#'.repeat(heading.level)} ${heading.text}${heading.explicit ? ` {#${heading.id}}` : ''}`;
}

/** A heading and its blocks: a paragraph, then one or two more under an H2, up to one under an H3. */
function headingSection(context: PageContext, heading: Heading): string[] {
  const extra = heading.level === 2 ? between(context.random, 1, 2) : between(context.random, 0, 1);
  return [headingLine(heading), paragraph(context), ...Array.from({ length: extra }, () => extraBlock(context))];
}

/** A closing list of links to related pages, on some pages. */
function relatedPages(context: PageContext): string[] {
  if (context.targets.length === 0 || !chance(context.random, 0.5)) return [];
  return ['Related pages:', Array.from({ length: between(context.random, 2, 4) }, () => `- ${pageLink(context)}`).join('\n')];
}

function yamlList(key: string, items: string[]): string[] {
  return items.length === 0 ? [] : [`${key}:`, ...items.map((item) => `  - ${JSON.stringify(item)}`)];
}

/** Front matter: title, tags from the pool, most with a sidebar position, some with a description. */
function frontMatter(context: PageContext): string {
  const { plan, random } = context;
  const tags = new Set(Array.from({ length: chance(random, 0.85) ? between(random, 1, 3) : 0 }, () => pick(random, TAGS)));
  const lines = [
    `title: ${JSON.stringify(plan.title)}`,
    ...(plan.slot ? (chance(random, 0.8) ? [`sidebar_position: ${plan.slot.position}`] : []) : ['slug: /']),
    ...(chance(random, 0.4) ? [`description: ${JSON.stringify(description(random))}`] : []),
    ...yamlList('tags', [...tags]),
  ];
  return ['---', ...lines, '---'].join('\n');
}

const PARTIAL = '_partials/_requirements.md';

function mdxImports(plan: PagePlan): string {
  return [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    `import Requirements from '${relativeLink(plan.file, `${plan.root.dir}/${PARTIAL}`)}';`,
  ].join('\n');
}

/** The blocks before the first heading: an opening paragraph, and on MDX pages the shared requirements. */
function opening(context: PageContext): string[] {
  const blocks = [paragraph(context)];
  if (context.plan.mdx) blocks.push('<Requirements />');
  if (chance(context.random, 0.25)) blocks.push(admonition(context));
  return blocks;
}

function renderPage(plan: PagePlan, targets: PagePlan[], seed: number): string {
  const context: PageContext = { plan, random: randomFor(seed, plan.root.key, plan.index, 'body'), targets };
  const sections = plan.headings.map((heading) => headingSection(context, heading));
  // MDX pages show their tabs in the first section.
  if (plan.mdx) sections[0]!.push(tabs(context));
  const blocks = [
    frontMatter(context),
    ...(plan.mdx ? [mdxImports(plan)] : []),
    ...opening(context),
    ...sections.flat(),
    ...relatedPages(context),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** Earlier pages within the link window; the introduction links ahead to the first few pages instead. */
function linkTargets(plans: PagePlan[], index: number): PagePlan[] {
  return index === 0 ? plans.slice(1, 5) : plans.slice(Math.max(0, index - LINK_WINDOW), index);
}

// ---------------------------------------------------------------------------
// Sidebars and categories

// One sidebar per section, so the sidebar every page renders stays the same
// size however many sections the site has.
function sidebars(root: DocsRoot, plans: PagePlan[]): Record<string, unknown[]> {
  const sections = [...new Set(plans.flatMap((plan) => (plan.slot ? [plan.slot.section] : [])))];
  return Object.fromEntries(
    sections.map((section) => {
      const name = sectionName(root, section);
      const autogenerated = { type: 'autogenerated', dirName: name };
      return [name, section === 0 ? ['intro', autogenerated] : [autogenerated]];
    }),
  );
}

/** `_category_.json` per folder: topics link to a generated index, sub-folders only have a label and place. */
function categoryFiles(root: DocsRoot, plans: PagePlan[]): Map<string, object> {
  const files = new Map<string, object>();
  for (const { slot } of plans) {
    if (!slot) continue;
    const [section, topic, sub] = foldersOf(root, slot);
    files.set(`${root.dir}/${section}/${topic}/_category_.json`, {
      label: capital(topic!),
      position: slot.topic + 1,
      link: { type: 'generated-index', slug: `/category/${section}-${topic}`, description: `Guides to ${topic} in the ${section} section.` },
    });
    if (sub) files.set(`${root.dir}/${section}/${topic}/${sub}/_category_.json`, { label: capital(sub), position: slot.sub! + 1 });
  }
  return files;
}

// Each docs root has its own copy, as versioned docs do.
const PARTIAL_TEXT = [
  'Before you start, check that:',
  '',
  '- the site runs a supported PHP version;',
  '- you can run commands on the server as the web server user;',
  '- caching is turned off while you develop.',
  '',
].join('\n');

// ---------------------------------------------------------------------------
// PNG images (real files, made with zlib, so images are copied like real ones)

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG: a diagonal gradient of the image's colour. */
function png({ width, height, rgb }: ImageFile): Buffer {
  const rowLength = width * 3 + 1;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 0.5 + (0.5 * (x + y)) / (width + height);
      rgb.forEach((channel, c) => (pixels[y * rowLength + 1 + x * 3 + c] = Math.round(channel * shade)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------
// Site files

const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#d06300"/><path d="M8 22V10h5a6 6 0 0 1 0 12z" fill="#fff"/></svg>\n';

const HOME_PAGE = `---
title: Synthetic docs
---

# Synthetic docs

A generated documentation site for docgen's benchmark.

- [Current docs](/docs)
- [Version 1.0](/docs/1.0)
- [General docs](/general)
`;

// The shape of the project's own site.config.ts. Nothing in it needs the
// network: the edit links only point at a reserved domain.
function siteConfig(pages: number, seed: number): string {
  return `import { defineConfig } from 'docgen';

// A synthetic site of ${pages} doc pages (seed ${seed}) written by bench/synthetic-corpus.ts.
export default defineConfig({
  title: 'Synthetic Docs',
  tagline: 'Generated documentation for benchmarks',
  url: 'https://docs.example.test',
  baseUrl: '/',
  trailingSlash: false,
  // The generator makes only valid links: prove it on every build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  favicon: 'img/favicon.svg',
  organizationName: 'example',
  projectName: 'synthetic-docs',
  contentDir: 'content',
  staticDir: 'static',
  outDir: 'build',
  pagesDir: 'pages',
  i18n: {
    defaultLocale: 'en-AU',
    locales: ['en-AU'],
    localeConfigs: {
      'en-AU': { label: 'English (Australia)', direction: 'ltr', htmlLang: 'en-AU', calendar: 'gregory', path: 'en-AU' },
    },
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: 'sidebars/docs.json',
      lastVersion: 'current',
      versions: {
        current: { label: 'Next', banner: 'none' },
        '1.0': { banner: 'none' },
      },
      editUrl: 'https://git.example.test/synthetic-docs/edit/main/',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    },
    {
      id: 'general',
      path: 'general',
      routeBasePath: 'general',
      sidebarPath: 'sidebars/general.json',
      editUrl: 'https://git.example.test/synthetic-docs/edit/main/',
      editCurrentVersion: true,
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    },
  ],
  navbar: {
    title: 'Synthetic Docs',
    logo: { src: 'img/logo.svg', alt: '', height: 32, width: 32 },
    items: [
      { to: '/docs', label: 'Docs', position: 'left' },
      { to: '/general', label: 'General', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Current docs', to: '/docs' },
          { label: 'Version 1.0', to: '/docs/1.0' },
        ],
      },
      {
        title: 'General',
        items: [{ label: 'General docs', to: '/general' }],
      },
    ],
    copyright: 'Synthetic content for benchmarks. Built with docgen.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docsSidebar: { hideable: true, autoCollapseCategories: true },
  docsVersionPersistence: 'localStorage',
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'dracula' },
  themeColor: 'rgb(208, 99, 0)',
  headTags: [
    { tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } },
    { tagName: 'meta', attributes: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
  ],
  manifest: {
    name: 'Synthetic Docs',
    shortName: 'Synthetic',
    themeColor: '#d06300',
    backgroundColor: '#d06300',
    icons: [{ src: '/img/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  offline: { enabled: true, activationStrategies: ['appInstalled', 'standalone', 'queryString'], debug: false },
});
`;
}

/** Writes files under one folder, creating each sub-folder once. */
class FileWriter {
  private readonly folders = new Set<string>();

  constructor(private readonly base: string) {}

  async write(relative: string, data: string | Buffer): Promise<void> {
    const file = path.join(this.base, relative);
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    await writeFile(file, data);
  }
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

async function writeDocsRoot(content: FileWriter, root: DocsRoot, seed: number): Promise<void> {
  const plans = planRoot(root, seed);
  for (const plan of plans) await content.write(plan.file, renderPage(plan, linkTargets(plans, plan.index), seed));
  for (const [file, category] of categoryFiles(root, plans)) await content.write(file, json(category));
  await content.write(root.sidebarsFile, json(sidebars(root, plans)));
  await content.write(`${root.dir}/${PARTIAL}`, PARTIAL_TEXT);
}

/**
 * Lets the config import 'docgen' as the fixtures' configs do, wherever the
 * site is written (such as under /tmp): the package links to this checkout,
 * as `npm link` would, and `"type": "module"` makes Node load the config as
 * an ES module, through the TypeScript loader docgen registers.
 */
async function linkDocgen(site: FileWriter, siteDir: string): Promise<void> {
  await site.write('package.json', json({ private: true, type: 'module' }));
  await mkdir(path.join(siteDir, 'node_modules'), { recursive: true });
  await symlink(PROJECT_ROOT, path.join(siteDir, 'node_modules/docgen'), 'dir');
}

async function assertEmptyOrAbsent(dir: string): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: the synthetic site needs an empty or new folder.`);
}

/**
 * Writes a complete docgen site (site.config.ts + content/) into `dir` (created; must be empty or absent) and returns the config path.
 * Beside them: static/ (icons, manifest) and the package.json and node_modules link that let the config import 'docgen'.
 */
export async function writeSyntheticSite(dir: string, options: SyntheticSiteOptions): Promise<{ configPath: string; pages: number }> {
  const { pages, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(pages) || pages < MIN_PAGES) throw new RangeError(`pages must be a whole number of at least ${MIN_PAGES}, not ${pages}.`);
  const siteDir = path.resolve(dir);
  await assertEmptyOrAbsent(siteDir);
  const site = new FileWriter(siteDir);
  const content = new FileWriter(path.join(siteDir, 'content'));
  for (const root of docsRoots(pages)) await writeDocsRoot(content, root, seed);
  await content.write('versions.json', json(['1.0']));
  for (const file of IMAGES) await content.write(`docs/img/${file.name}`, png(file));
  await content.write('pages/index.md', HOME_PAGE);
  await site.write('static/img/favicon.svg', ICON_SVG);
  await site.write('static/img/logo.svg', ICON_SVG);
  await site.write('static/manifest.json', json({ name: 'Synthetic Docs', short_name: 'Synthetic', display: 'standalone', start_url: './index.html' }));
  const configPath = path.join(siteDir, 'site.config.ts');
  await site.write('site.config.ts', siteConfig(pages, seed));
  await linkDocgen(site, siteDir);
  return { configPath, pages };
}

async function main(args: string[]): Promise<number> {
  const [dir, pages, seed] = args;
  if (!dir || !pages) {
    console.error('Usage: npx tsx bench/synthetic-corpus.ts <dir> <pages> [seed]');
    return 2;
  }
  const started = performance.now();
  const result = await writeSyntheticSite(dir, { pages: Number(pages), seed: seed === undefined ? undefined : Number(seed) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${result.pages} doc pages in ${seconds} s. Build them with: npx docgen build --config ${result.configPath}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
