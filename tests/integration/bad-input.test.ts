// Each mistake an author can make, given to the real command line on a copy of
// the fixture site that has already been built once: docgen must answer with
// a message naming the file (and line), exit 1 for an error, finish (the
// child is killed after a minute and the heap is capped, so a hang or a
// runaway allocation fails the test), and leave the previous output as it was.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { copyFixture } from '../helpers/build.ts';
import { fileHashes, runDocgen } from '../helpers/cli.ts';

const DOCS = 'content/docs';

interface BadInput {
  name: string;
  /** Puts the mistake into a copy of the site. */
  make(site: string): Promise<void>;
  level: 'error' | 'warning';
  /** `file` or `file:line` or `file:line:column`, relative to the site. */
  at: string;
  message: RegExp;
  /** Environment variables for the build. */
  env?: Record<string, string>;
}

const write = (site: string, file: string, content: string | Uint8Array) => writeFile(path.join(site, file), content);
/** Replaces `from` with `to` in one of the site's files. */
const edit = async (site: string, file: string, from: string, to: string) => {
  const text = await readFile(path.join(site, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await write(site, file, text.replace(from, to));
};
const TABS_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

const cases: BadInput[] = [
  {
    name: 'invalid YAML front matter',
    make: (site) => write(site, `${DOCS}/bad.md`, '---\ntitle: [unclosed\n---\n# Bad\n'),
    level: 'error',
    at: `${DOCS}/bad.md:2`,
    message: /Malformed front matter/,
  },
  {
    name: 'a front matter value of the wrong type',
    make: (site) => write(site, `${DOCS}/bad.md`, '---\ntitle: Fine\nsidebar_position: first\n---\n# Bad\n'),
    level: 'error',
    at: `${DOCS}/bad.md:3`,
    message: /Invalid front matter "sidebar_position": .*expected number/,
  },
  {
    name: 'a front matter id with a slash',
    make: (site) => write(site, `${DOCS}/bad.md`, '---\ntitle: Fine\nid: guides/bad\n---\n# Bad\n'),
    level: 'error',
    at: `${DOCS}/bad.md:3`,
    message: /Document id "guides\/bad" cannot contain "\/"\. Use the folder structure instead\.$/,
  },
  {
    name: 'unclosed JSX',
    make: (site) => write(site, `${DOCS}/bad.mdx`, '# Bad\n\nSome text.\n\n<div>\n\nMore text.\n'),
    level: 'error',
    at: `${DOCS}/bad.mdx:5:1`,
    message: /Expected a closing tag for `<div>`/,
  },
  {
    name: 'an unknown component',
    make: (site) => write(site, `${DOCS}/bad.mdx`, '# Bad\n\n<NoSuchThing value="1" />\n'),
    level: 'error',
    at: `${DOCS}/bad.mdx:3:1`,
    message: /Unknown component <NoSuchThing>/,
  },
  {
    name: 'an unresolvable import',
    make: (site) => write(site, `${DOCS}/bad.mdx`, "import Missing from './missing';\n\n# Bad\n\n<Missing />\n"),
    level: 'error',
    at: `${DOCS}/bad.mdx:1`,
    message: /Cannot resolve import "\.\/missing"/,
  },
  {
    name: 'a file that is not UTF-8',
    // "café" in Latin-1 on line 3.
    make: (site) => write(site, `${DOCS}/bad.md`, Buffer.from([...Buffer.from('# Bad\n\ncaf'), 0xe9, ...Buffer.from(' au lait\n')])),
    level: 'error',
    at: `${DOCS}/bad.md:3:4`,
    message: /not valid UTF-8 \(byte 0xE9\)/,
  },
  {
    name: 'a binary file named .md',
    // A PNG image's signature and header, saved under the wrong name.
    make: (site) => write(site, `${DOCS}/bad.md`, Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex')),
    level: 'error',
    at: `${DOCS}/bad.md`,
    message: /binary file, not Markdown text/,
  },
  {
    name: 'a 20 MB Markdown file',
    make: (site) => write(site, `${DOCS}/huge.md`, `# Huge\n\n${'A paragraph with **bold** text and [a link](https://example.com).\n\n'.repeat(320_000)}`),
    level: 'error',
    at: `${DOCS}/huge.md`,
    message: /This file is 2\d MB; docgen reads pages of up to 2\.0 MB/,
  },
  {
    name: '10,000 nested list levels',
    make: (site) => write(site, `${DOCS}/nested.md`, `# Nested\n\n${'- '.repeat(10_000)}item\n`),
    level: 'error',
    at: `${DOCS}/nested.md:3`,
    message: /nested 10000 levels deep here; docgen allows at most 100/,
  },
  {
    name: 'lists nested by indentation, 1,000 levels',
    make: (site) => write(site, `${DOCS}/nested.md`, `# Nested\n\n${Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- item\n`).join('')}`),
    level: 'error',
    // The first item indented past the limit: 100 levels of two columns.
    at: `${DOCS}/nested.md:103`,
    message: /nested more than 100 levels deep here/,
  },
  {
    name: 'a sidebar naming a missing doc',
    make: (site) => write(site, 'content/sidebars/docs.json', JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/writing', 'guides/missing'] }] }, null, 2)),
    level: 'error',
    at: 'content/sidebars/docs.json:9',
    message: /refers to the doc id "guides\/missing", which does not exist/,
  },
  {
    name: "a _category_ file's generated index whose slug climbs out of the docs",
    make: async (site) => {
      await mkdir(path.join(site, 'content/general/grp'));
      await write(site, 'content/general/grp/one.md', '# One\n');
      await write(site, 'content/general/grp/_category_.json', JSON.stringify({ label: 'Group', link: { type: 'generated-index', slug: '../../escape' } }, null, 2));
    },
    level: 'error',
    at: 'content/general/grp/_category_.json:5',
    message: /The address "\/general\/\.\.\/\.\.\/escape" of the "Group" category of sidebar "defaultSidebar" cannot be a page: it has a \. or \.\. segment/,
  },
  {
    name: 'a sidebars file that is not JSON (a missing comma)',
    make: (site) => write(site, 'content/sidebars/docs.json', '{\n  "docs": [\n    "intro"\n    "guides/writing"\n  ]\n}\n'),
    level: 'error',
    at: 'content/sidebars/docs.json:4:5',
    message: /The sidebars file is not valid JSON: a comma is expected/,
  },
  {
    name: 'a sidebar item of an unknown type',
    make: (site) => write(site, 'content/sidebars/docs.json', JSON.stringify({ docs: ['intro', { type: 'categories', label: 'Guides', items: ['guides/writing'] }] }, null, 2)),
    level: 'error',
    at: 'content/sidebars/docs.json:5',
    message: /Unknown sidebar item type "categories" in "docs": it may be doc, ref, link, html, autogenerated or category/,
  },
  {
    name: 'a navbar link to no page, reported at its line of the config rather than on every page',
    make: (site) => edit(site, 'site.config.ts', "{ to: '/docs', label: 'Docs' },", "{ to: '/docs', label: 'Docs' },\n      { to: '/docs/nowhere', label: 'Gone' },"),
    level: 'error',
    at: 'site.config.ts:15',
    message: /Broken link "\/docs\/nowhere" on \d+ pages \(\/, \/404, \/docs and \d+ more\): no page or file of the site is there\.$/,
  },
  {
    name: 'a footer link to no page, written with a trailing slash the page leaves out',
    make: (site) => edit(site, 'site.config.ts', "{ label: 'General', to: '/general' }", "{ label: 'General', to: '/generalx/' }"),
    level: 'error',
    at: 'site.config.ts:18',
    message: /Broken link "\/generalx" on \d+ pages .*: no page or file of the site is there\.$/,
  },
  {
    name: 'a navbar item naming a missing doc',
    make: (site) => edit(site, 'site.config.ts', "{ to: '/docs', label: 'Docs' },", "{ to: '/docs', label: 'Docs' },\n      { type: 'doc', docId: 'guides/nowhere' },"),
    level: 'error',
    at: 'site.config.ts:15',
    message: /Navbar item of type "doc" refers to the doc id "guides\/nowhere", which does not exist/,
  },
  {
    name: 'versions.json naming a missing version folder',
    make: (site) => write(site, 'content/versions.json', '[\n  "2.0",\n  "1.0"\n]\n'),
    level: 'error',
    at: 'content/versions.json:2',
    message: /Version "2\.0" is listed here, but its docs folder versioned_docs\/version-2\.0 does not exist/,
  },
  {
    name: 'a symlink loop in content',
    make: async (site) => {
      await mkdir(path.join(site, DOCS, 'loop'));
      await symlink('..', path.join(site, DOCS, 'loop/back'));
    },
    level: 'warning',
    at: `${DOCS}/loop/back`,
    message: /Skipped this symbolic link: it points to "\.\.", a folder that contains it/,
  },
  {
    name: 'two docs with the same id',
    make: (site) => write(site, `${DOCS}/copy.md`, '---\ntitle: Copy\nid: intro\n---\n# Copy\n'),
    level: 'error',
    at: `${DOCS}/copy.md:3`,
    message: /Two documents have the id "intro": this one and intro\.md/,
  },
  {
    name: 'a custom stylesheet importing a missing file, in a site big enough for compile workers',
    make: async (site) => {
      // The workers start, and take their first pages, before the stylesheet fails.
      for (let index = 0; index < 70; index++) await write(site, `${DOCS}/many-${index}.md`, `# Page ${index}\n\n\`\`\`js\nconst page = ${index};\n\`\`\`\n`);
      await write(site, 'custom.css', '@import "./missing.css";\n');
      const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
      await write(site, 'site.config.ts', config.replace("favicon: 'img/favicon.svg',", "favicon: 'img/favicon.svg',\n  customCss: ['./custom.css'],"));
    },
    level: 'error',
    at: 'custom.css:1',
    message: /Could not resolve "\.\/missing\.css"/,
  },
  {
    name: 'a component that loops forever, in a site big enough for compile workers',
    make: async (site) => {
      for (let index = 0; index < 70; index++) await write(site, `${DOCS}/many-${index}.md`, `# Page ${index}\n\nText of page ${index}.\n`);
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Spin.tsx', 'export default function Spin() {\n  for (;;) {\n    // no way out\n  }\n}\n');
      await write(site, `${DOCS}/spin.mdx`, "import Spin from '@site/src/components/Spin';\n\n# Spin\n\n<Spin />\n");
    },
    env: { DOCGEN_TIME_LIMIT: '3' },
    level: 'error',
    at: `${DOCS}/spin.mdx`,
    message: /Compiling this page took more than 3 s, so docgen stopped it: a component it renders, or a remark or rehype plugin, may loop forever/,
  },
  {
    name: 'a React page whose component loops forever, on the main thread',
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Spin.tsx', 'export default function Spin() {\n  for (let turn = 0; turn >= 0; turn++);\n  return null;\n}\n');
      await write(site, 'content/pages/spin.tsx', "import Spin from '@site/src/components/Spin';\n\nexport default function SpinPage() {\n  return <main><Spin /></main>;\n}\n");
    },
    env: { DOCGEN_TIME_LIMIT: '3' },
    level: 'error',
    at: 'src/components/Spin.tsx:2:3',
    message: /The function Spin ran for more than 3 s without a pause, so docgen stopped: it may loop forever\.$/,
  },
  {
    // A site too small for compile workers: docgen build compiles its pages on the main thread, which only the watch can stop.
    name: 'an expression of an MDX page that loops forever, on the main thread',
    make: (site) => write(site, `${DOCS}/spin.mdx`, '# Spin\n\nSpun {(() => { let turn = 0; while (turn !== 3) turn--; return turn; })()} times.\n'),
    env: { DOCGEN_TIME_LIMIT: '3' },
    level: 'error',
    at: `${DOCS}/spin.mdx`,
    message: /This page's code ran for more than 3 s without a pause, so docgen stopped: it may loop forever\.$/,
  },
  {
    name: 'a React page calling a package that loops forever, on the main thread',
    make: async (site) => {
      await mkdir(path.join(site, 'node_modules/looper'), { recursive: true });
      await write(site, 'node_modules/looper/package.json', '{ "name": "looper", "version": "1.0.0", "main": "index.js" }\n');
      await write(site, 'node_modules/looper/index.js', 'exports.spin = function spin() {\n  for (let turn = 0; turn >= 0; turn++);\n};\n');
      await write(site, 'content/pages/spin.tsx', "import { spin } from 'looper';\n\nexport default function SpinPage() {\n  spin();\n  return <main />;\n}\n");
    },
    env: { DOCGEN_TIME_LIMIT: '3' },
    level: 'error',
    at: 'content/pages/spin.tsx:4:3',
    message: /What SpinPage calls here ran for more than 3 s without a pause, so docgen stopped: it may loop forever\.$/,
  },
  {
    name: 'a named pipe in the static folder',
    make: async (site) => {
      execFileSync('mkfifo', [path.join(site, 'static/pipe')]);
    },
    level: 'error',
    at: 'static/pipe',
    message: /neither a file nor a folder \(a named pipe, a socket or a device\), so it cannot be published/,
  },
  {
    name: 'a link to nothing in the static folder',
    make: async (site) => {
      await symlink(path.join(site, 'static/moved-away.png'), path.join(site, 'static/logo.png'));
    },
    level: 'error',
    at: 'static/logo.png',
    message: /This link leads to nothing \(.*moved-away\.png\), so it cannot be published: mend it, or move it out of the static folder\.$/,
  },
  {
    name: 'a link in the static folder to a folder that holds it',
    make: async (site) => {
      await symlink('..', path.join(site, 'static/img/all'));
    },
    level: 'error',
    at: 'static/img/all',
    message: /This link leads round in a loop, so it cannot be published/,
  },
  {
    name: 'a component that throws while rendering',
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Box.tsx', 'export default function Box(props: { items?: string[] }) {\n  const count = props.items!.length;\n  return <p>{count}</p>;\n}\n');
      await write(site, `${DOCS}/bad.mdx`, "---\ntitle: Bad\n---\nimport Box from '@site/src/components/Box';\n\n# Bad\n\n<Box />\n");
    },
    level: 'error',
    at: `${DOCS}/bad.mdx:8`,
    message: /Cannot read properties of undefined \(reading 'length'\) \(thrown by Box in src\/components\/Box\.tsx:2\)/,
  },
  {
    // Neither React's error nor a thrown string has a stack that names the component: React's component stack does.
    name: 'a component that returns an object, inside another the page uses',
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Version.tsx', "export default function Version() {\n  return { major: 4, minor: 1 } as unknown as string;\n}\n");
      await write(site, 'src/components/Release.tsx', "import Version from './Version';\n\nexport default function Release({ name }: { name: string }) {\n  return <p>{name}: <Version /></p>;\n}\n");
      await write(site, `${DOCS}/bad.mdx`, "---\ntitle: Bad\n---\nimport Release from '@site/src/components/Release';\n\n# Bad\n\n<Release name=\"Moodle\" />\n");
    },
    level: 'error',
    at: `${DOCS}/bad.mdx:8`,
    message: /Objects are not valid as a React child \(found: object with keys \{major, minor\}\)\..* \(rendering Version, inside Release\)$/,
  },
  {
    name: 'a component that throws a string',
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Releases.tsx', "export default function Releases() {\n  throw 'The release list is empty.';\n}\n");
      await write(site, `${DOCS}/bad.mdx`, "---\ntitle: Bad\n---\nimport Releases from '@site/src/components/Releases';\n\n# Bad\n\nText.\n\n<div>\n  <Releases />\n</div>\n");
    },
    level: 'error',
    at: `${DOCS}/bad.mdx:11`,
    message: /Could not compile this page: The release list is empty\. \(rendering Releases\)$/,
  },
  {
    name: "a theme component that refuses its props, used once",
    make: (site) => write(site, `${DOCS}/bad.mdx`, `${TABS_IMPORTS}# Bad\n\n<Tabs>\n<TabItem value="php">A</TabItem>\n<TabItem value="php">B</TabItem>\n</Tabs>\n`),
    level: 'error',
    at: `${DOCS}/bad.mdx:6`,
    message: /<Tabs> has two tabs with the value "php"; values must be unique\. \(thrown by Tabs\)$/,
  },
  {
    name: 'something in a <Tabs> that is not a <TabItem>, which no tab would show',
    make: (site) => write(site, `${DOCS}/bad.mdx`, `${TABS_IMPORTS}# Bad\n\n<Tabs>\n<TabItem value="php">A</TabItem>\n<p>Stray.</p>\n</Tabs>\n`),
    level: 'error',
    at: `${DOCS}/bad.mdx:6`,
    message: /<Tabs> holds <p>, which is not a <TabItem> with a value: it would be shown in no tab\. Put it inside a <TabItem>, or outside the <Tabs>\. \(thrown by Tabs\)$/,
  },
  {
    name: 'a <Tabs defaultValue> that names none of its tabs, which would show none',
    make: (site) => write(site, `${DOCS}/bad.mdx`, `${TABS_IMPORTS}# Bad\n\n<Tabs defaultValue="zzz">\n<TabItem value="php">A</TabItem>\n<TabItem value="js">B</TabItem>\n</Tabs>\n`),
    level: 'error',
    at: `${DOCS}/bad.mdx:6`,
    message: /<Tabs defaultValue="zzz"> names none of its tabs \(php, js\); use defaultValue=\{null\} to show no tab at first\. \(thrown by Tabs\)$/,
  },
  {
    // Which of them threw, the stack cannot tell: the lines of both are given, and neither as the place.
    name: "a theme component that refuses its props, used twice",
    make: (site) =>
      write(site, `${DOCS}/bad.mdx`, `${TABS_IMPORTS}# Bad\n\n<Tabs>\n<TabItem value="php">A</TabItem>\n</Tabs>\n\nText.\n\n<Tabs>\n<TabItem value="js">B</TabItem>\n<TabItem value="js">C</TabItem>\n</Tabs>\n`),
    level: 'error',
    at: `${DOCS}/bad.mdx`,
    message: /<Tabs> has two tabs with the value "js"; values must be unique\. \(thrown by Tabs, which this page uses on lines 6, 12\)$/,
  },
  {
    name: 'a React page that throws while rendering',
    make: (site) => write(site, 'content/pages/broken.tsx', "export default function Broken() {\n  throw new Error('The release list is empty.');\n}\n"),
    level: 'error',
    at: 'content/pages/broken.tsx:2:9',
    message: /This page component failed to render: The release list is empty\.$/,
  },
  {
    name: 'a React page whose component throws a string',
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Releases.tsx', "export default function Releases() {\n  throw 'The release list is empty.';\n}\n");
      await write(site, 'content/pages/broken.tsx', "import Releases from '@site/src/components/Releases';\n\nexport default function Broken() {\n  return <main><Releases /></main>;\n}\n");
    },
    level: 'error',
    at: 'content/pages/broken.tsx',
    message: /This page component failed to render: The release list is empty\. \(rendering Releases\)$/,
  },
  {
    // Docusaurus's router and link check ignore letter case: the build passes, and the author is told.
    name: 'a link that differs in letter case from its page',
    make: (site) => write(site, `${DOCS}/bad.md`, '# Bad\n\nSee [the DML API](/docs/APIs/core/DML#queries).\n'),
    level: 'warning',
    at: `${DOCS}/bad.md:3`,
    message: /Link "\/docs\/APIs\/core\/DML#queries" on page \/docs\/bad differs in letter case from the address of the page it leads to, \/docs\/apis\/core\/dml\. .*write it as the page's address\.$/,
  },
  {
    name: 'an expression that fails as the page renders',
    make: (site) => write(site, `${DOCS}/bad.mdx`, '---\ntitle: Bad\n---\n# Bad\n\nSome text.\n\n<div title={course.fullname}>Course</div>\n'),
    level: 'error',
    at: `${DOCS}/bad.mdx:8:13`,
    message: /Could not compile this page: course is not defined$/,
  },
  {
    name: 'an export that throws as the page runs',
    make: (site) => write(site, `${DOCS}/bad.mdx`, '# Bad\n\nexport const limits = { upload: 10 };\n\nexport const largest = limits.download.max;\n\nThe largest file is {largest} MB.\n'),
    level: 'error',
    at: `${DOCS}/bad.mdx:5:40`,
    message: /Cannot read properties of undefined \(reading 'max'\)$/,
  },
  {
    name: 'an expression that fails in a partial a page shows',
    make: async (site) => {
      await write(site, `${DOCS}/_shared.mdx`, '---\ndescription: Shared text\n---\nShared text.\n\n{course.id}\n');
      await write(site, `${DOCS}/bad.mdx`, "import Shared from './_shared.mdx';\n\n# Bad\n\n<Shared />\n");
    },
    level: 'error',
    at: `${DOCS}/_shared.mdx:6:2`,
    message: /course is not defined \(in a partial that .*content\/docs\/bad\.mdx imports\)$/,
  },
  {
    name: 'a syntax error in a React page',
    make: (site) => edit(site, 'content/pages/versions.tsx', '<h1>All versions</h1>', '<h1>All versions</h2>'),
    level: 'error',
    at: 'content/pages/versions.tsx:9:25',
    message: /Could not load this page component: Unexpected closing "h2" tag does not match opening "h1" tag/,
  },
  {
    name: 'a syntax error in the config',
    make: (site) => edit(site, 'site.config.ts', "title: 'Mini Site',", "title: 'Mini Site',,"),
    level: 'error',
    at: 'site.config.ts:4:22',
    message: /Could not load the config: Expected identifier but found ","/,
  },
  {
    name: 'a config that throws as it runs',
    make: (site) => edit(site, 'site.config.ts', 'export default defineConfig({', "const releases = process.env.NO_SUCH_VARIABLE!.split(',');\n\nexport default defineConfig({"),
    level: 'error',
    at: 'site.config.ts:3:48',
    message: /Could not load the config: Cannot read properties of undefined \(reading 'split'\)$/,
  },
  {
    name: 'a config with a wrong type',
    make: (site) => edit(site, 'site.config.ts', "title: 'Mini Site'", 'title: 42'),
    level: 'error',
    at: 'site.config.ts:4',
    message: /Invalid site configuration: title: .*expected string, received number/,
  },
  {
    name: 'customFields that are not plain data',
    make: (site) => edit(site, 'site.config.ts', "title: 'Mini Site',", "title: 'Mini Site',\n  customFields: { released: new Date(0) },"),
    level: 'error',
    at: 'site.config.ts:5',
    message: /Invalid site configuration: customFields: customFields must hold plain data/,
  },
  {
    name: "a client module that imports Docusaurus's React app",
    make: async (site) => {
      await write(site, 'route-scroll.js', "// Scrolls to the top on each new page.\nimport { useHistory } from '@docusaurus/router';\n\nexport function onRouteDidUpdate() {\n  window.scrollTo(0, 0);\n}\n");
      await edit(site, 'site.config.ts', "title: 'Mini Site',", "title: 'Mini Site',\n  clientModules: ['./route-scroll.js'],");
    },
    level: 'error',
    at: 'route-scroll.js:2',
    message: /Could not bundle the site's scripts and styles: A client module runs in the browser beside docgen's own code, which has no "@docusaurus\/router"/,
  },
  {
    name: 'a Google tag ID that would be written into a script unchanged',
    make: (site) => edit(site, 'site.config.ts', "title: 'Mini Site',", "title: 'Mini Site',\n  gtag: { trackingID: 'G-1\"></script><script>alert(1)//' },"),
    level: 'error',
    at: 'site.config.ts:5',
    message: /Invalid site configuration: gtag\.trackingID: a Google tag ID is letters, digits and dashes, such as G-ABC123 or GTM-ABC123/,
  },
  {
    name: 'a stylesheet in customCss that is not there',
    make: (site) => edit(site, 'site.config.ts', "title: 'Mini Site',", "title: 'Mini Site',\n  customCss: ['./src/css/custom.css'],"),
    level: 'error',
    at: 'site.config.ts:5',
    message: /The stylesheet "\.\/src\/css\/custom\.css" in customCss does not exist\./,
  },
  {
    name: 'a config with no default export',
    make: (site) => edit(site, 'site.config.ts', 'export default defineConfig({', 'export const config = defineConfig({'),
    level: 'error',
    at: 'site.config.ts',
    message: /The config has no default export \(it exports config\): give the settings as export default defineConfig/,
  },
  {
    name: 'a url with a path, which belongs in baseUrl',
    make: (site) => edit(site, 'site.config.ts', "url: 'https://example.test',", "url: 'https://example.test/handbook/',"),
    level: 'error',
    at: 'site.config.ts:6',
    message: /Invalid site configuration: url: the site's address has no path of its own: give "https:\/\/example\.test" as url and "\/handbook\/" as baseUrl/,
  },
  {
    name: "a component whose module rejects a promise as it is imported, which nothing awaits",
    make: async (site) => {
      await mkdir(path.join(site, 'src/components'), { recursive: true });
      await write(site, 'src/components/Late.tsx', "Promise.reject(new Error('rejected at import'));\n\nexport default function Late() {\n  return <p>late</p>;\n}\n");
      await edit(site, `${DOCS}/guides/writing.mdx`, "import TabItem from '@theme/TabItem';\n", "import TabItem from '@theme/TabItem';\nimport Late from '@site/src/components/Late';\n\n<Late />\n");
    },
    level: 'error',
    at: 'src/components/Late.tsx:1:16',
    message: /The site's code threw outside the rendering of any page \(in a timer or a promise it started\): rejected at import/,
  },
  {
    name: '<DocCardList> on a doc that is no category\'s link page',
    make: (site) => write(site, `${DOCS}/bad.mdx`, "---\ntitle: Bad\n---\nimport DocCardList from '@theme/DocCardList';\n\n# Bad\n\n<DocCardList />\n"),
    level: 'error',
    at: `${DOCS}/bad.mdx:8`,
    message: /useCurrentSidebarCategory\(\) \(and <DocCardList> without items\) can only be used on a doc that is a sidebar category's link page: this page is not\..*\(thrown by DocCardList\)$/,
  },
];

/** A build as CI runs it, killed after a minute and with its heap capped, so a hang or a runaway allocation fails the case. */
const docgenBuild = (cwd: string, env?: Record<string, string>) => runDocgen(['build', '--no-cache'], { cwd, timeoutMs: 60_000, maxHeapMb: 768, env });

describe('bad input', () => {
  let base: string;
  let previousOutput: Record<string, string>;
  const copies: string[] = [];

  beforeAll(async () => {
    base = await copyFixture('mini-site');
    copies.push(base);
    const first = await docgenBuild(base);
    expect(first.code, first.stderr).toBe(0);
    previousOutput = await fileHashes(path.join(base, 'build'));
  });
  afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

  it.each(cases)('$name: $level at $at', async ({ make, level, at, message, env }) => {
    const site = await mkdtemp(`${base}-case-`);
    copies.push(site);
    await cp(base, site, { recursive: true, verbatimSymlinks: true });
    await make(site);

    const result = await docgenBuild(site, env);
    const report = `${result.stdout}\n${result.stderr}`;
    expect(result.code, report).toBe(level === 'error' ? 1 : 0);
    expect(result.stderr, report).toMatch(new RegExp(`^${level}: ${escapeRegExp(at)}: .*${message.source}`, 'm'));
    // An author error, not a crash: no stack trace.
    expect(result.stderr).not.toMatch(/docgen crashed|^\s+at /m);
    // Nor a program docgen started, left to fail after it (Pagefind's indexer, which would panic on a broken pipe).
    expect(result.stderr).not.toContain('panicked');
    if (level === 'error') expect(await fileHashes(path.join(site, 'build'))).toEqual(previousOutput);
    else expect(result.stdout).toMatch(/^Built \d+ pages/m);
  });

  it("reports each of a page's mistakes in one build, with the other pages' errors, each at its line", async () => {
    const site = await mkdtemp(`${base}-case-`);
    copies.push(site);
    await cp(base, site, { recursive: true, verbatimSymlinks: true });
    await write(site, `${DOCS}/several.mdx`, "# Several\n\n![one](./gone-1.png)\n\n<Unknown />\n\n![two](./gone-2.png)\n");
    await write(site, `${DOCS}/other.md`, '# Other\n\n![three](/img/gone-3.png)\n');

    const result = await docgenBuild(site);
    expect(result.code, result.stderr).toBe(1);
    const errorLines = result.stderr.split('\n').filter((line) => line.startsWith('error: '));
    expect(errorLines.map((line) => line.replace(/^(error: [^:]+:\d+:\d+): .*?(Image "[^"]+"|<\w+>).*/, '$1: $2'))).toEqual([
      `error: ${DOCS}/other.md:3:1: Image "/img/gone-3.png"`,
      `error: ${DOCS}/several.mdx:3:1: Image "./gone-1.png"`,
      `error: ${DOCS}/several.mdx:5:1: <Unknown>`,
      `error: ${DOCS}/several.mdx:7:1: Image "./gone-2.png"`,
    ]);
    expect(result.stderr).toMatch(/^Build failed: 4 errors\.$/m);
    expect(await fileHashes(path.join(site, 'build'))).toEqual(previousOutput);
  });
});
