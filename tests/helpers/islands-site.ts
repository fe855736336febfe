// The mini site with components of its own that the browser runs (see
// src/shared/site-islands.ts), and some it cannot, for the build's and the
// browser's tests of them.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture } from './build.ts';
import { write } from './locales-site.ts';

export const ISLAND_FILES: Record<string, string> = {
  // State, an event handler and a CSS module.
  'src/components/Counter.tsx': `import { useState } from 'react';
import styles from './Counter.module.css';

export default function Counter({ start = 0, label }: { start?: number; label: string }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className={styles.counter} onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}
`,
  'src/components/Counter.module.css': '.counter {\n  font-weight: bold;\n}\n',
  // Text written in the page as its children, a link through Docusaurus's Link, and an SVG file as a component.
  'src/components/Reveal.tsx': `import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Arrow from './arrow.svg';

export function Reveal({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="reveal">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Arrow className="arrow" width={12} title={open ? 'Close' : 'Open'} /> {title}
      </button>
      {open ? <div className="revealBody">{children}</div> : null}
      <Link to="/docs/guides/writing">Read about writing</Link>
    </div>
  );
}
`,
  'src/components/arrow.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" fill="none">\n  <path d="M2 1l6 4-6 4" stroke="currentColor" stroke-width="1.5"/>\n</svg>\n',
  // What the browser alone shows, its JSX in a .js file as in Docusaurus's template.
  'src/components/Where.js': `import BrowserOnly from '@docusaurus/BrowserOnly';

export default function Where() {
  return <BrowserOnly fallback={<span className="where">Somewhere on the site</span>}>{() => <span className="where">Reading {window.location.pathname}</span>}</BrowserOnly>;
}
`,
  // Plain: rendered once, no island.
  'src/components/Badge.tsx': `export default function Badge({ text }: { text: string }) {
  return <span className="badge">{text}</span>;
}
`,
  // An id of React's (useId) naming its input for its label: shown twice in the page, each must have its own.
  'src/components/Field.tsx': `import { useId, useState } from 'react';

export default function Field({ label }: { label: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label> <input id={id} value={value} onChange={(event) => setValue(event.target.value)} /> <output>{value}</output>
    </p>
  );
}
`,
  // Given a function: by the page, where it cannot travel to the browser, or by Panel, which the browser then runs whole.
  'src/components/Toggle.tsx': `import { useState } from 'react';

export default function Toggle({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" className="toggle" onClick={() => { setOn(!on); onChange(!on); }}>
      {on ? 'On' : 'Off'}
    </button>
  );
}
`,
  'src/components/Panel.tsx': `import Toggle from './Toggle';

export default function Panel() {
  return <div className="panel"><Toggle onChange={(on) => console.log(on)} /></div>;
}
`,
  // Docusaurus's theme hooks: the page's colour mode (which it can set), the window's size and a plural message.
  'src/components/ModeBadge.tsx': `import { useState } from 'react';
import { useColorMode, usePluralForm, useWindowSize } from '@docusaurus/theme-common';

export default function ModeBadge() {
  const { colorMode, setColorMode } = useColorMode();
  const size = useWindowSize();
  const { selectMessage } = usePluralForm();
  const [switches, setSwitches] = useState(0);
  const flip = () => {
    setSwitches(switches + 1);
    setColorMode(colorMode === 'dark' ? 'light' : 'dark');
  };
  return (
    <p className="mode-badge">
      <span className="mode">{colorMode}</span> <span className="size">{size}</span>{' '}
      <button type="button" className="flip" onClick={flip}>{selectMessage(switches, 'One switch|{count} switches').replace('{count}', String(switches))}</button>{' '}
      <button type="button" className="forget" onClick={() => setColorMode(null)}>Forget</button>
    </p>
  );
}
`,
  // Where the reader is and a move to another page (@docusaurus/router), and an error boundary around a part that breaks.
  'src/components/Navigator.tsx': `import { useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The widget broke.');
  return <button type="button" className="break" onClick={() => setBroken(true)}>Break it</button>;
}

export default function Navigator() {
  const location = useLocation();
  const history = useHistory();
  return (
    <div className="navigator">
      <span className="where-now">{location.pathname}{location.hash}</span>
      <button type="button" className="go" onClick={() => history.push('/docs/guides/writing')}>Go to writing</button>
      <ErrorBoundary><Fragile /></ErrorBoundary>
    </div>
  );
}
`,
  // Interactive, but it uses a hook that answers from the build alone (the doc's sidebar category).
  'src/components/CategoryCount.tsx': `import { useState } from 'react';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';

export default function CategoryCount() {
  const category = useCurrentSidebarCategory();
  const [shown, setShown] = useState(false);
  return <button type="button" className="category-count" onClick={() => setShown(!shown)}>{shown ? category.items.length : 'How many?'}</button>;
}
`,
  'content/docs/guides/overview.mdx': "import CategoryCount from '@site/src/components/CategoryCount';\n\n# Guides\n\n<CategoryCount />\n",
  // Interactive, but it imports a module of the build alone.
  'src/components/Snippet.tsx': `import { useState } from 'react';
import CodeBlock from '@theme/CodeBlock';

export default function Snippet() {
  const [language] = useState('php');
  return <CodeBlock language={language}>{'echo 1;'}</CodeBlock>;
}
`,
};

export const ISLANDS_PAGE = `---
title: Islands
---
import Counter from '@site/src/components/Counter';
import { Reveal } from '@site/src/components/Reveal';
import Where from '@site/src/components/Where';
import Badge from '@site/src/components/Badge';
import Panel from '@site/src/components/Panel';
import Toggle from '@site/src/components/Toggle';
import Snippet from '@site/src/components/Snippet';
import ModeBadge from '@site/src/components/ModeBadge';
import Navigator from '@site/src/components/Navigator';
import Field from '@site/src/components/Field';

# Islands

<Counter label="Clicks" start={3} />

<Reveal title="Show the answer">

The answer is **42**.

\`\`\`php
echo 42;
\`\`\`

<Counter label="Inner" />

</Reveal>

<Where />

<Badge text="Plain" />

<Panel />

<Toggle onChange={(on) => console.log(on)} />

<Snippet />

<ModeBadge />

<Navigator />

<Field label="Name" />

<Field label="Email" />
`;

/** A React page whose own component has state: rendered once, with a warning. */
export const CLICKER_PAGE = `import { useState } from 'react';

export default function Clicker() {
  const [count, setCount] = useState(0);
  return <main><button type="button" onClick={() => setCount(count + 1)}>{count}</button></main>;
}
`;

/** The mini site with the components above, a doc showing them (in the sidebar, after the intro), the Guides category's page and a React page with state. */
export async function islandsSite(): Promise<string> {
  const site = await copyFixture('mini-site');
  for (const [file, text] of Object.entries(ISLAND_FILES)) await write(path.join(site, file), text);
  // A site that follows the reader's system, dark when it cannot tell: forgetting a choice goes back to the system's mode.
  const config = path.join(site, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },"));
  await write(path.join(site, 'content/docs/islands.mdx'), ISLANDS_PAGE);
  await write(path.join(site, 'content/pages/clicker.tsx'), CLICKER_PAGE);
  const sidebar = path.join(site, 'content/sidebars/docs.json');
  await writeFile(sidebar, (await readFile(sidebar, 'utf8')).replace('"intro", ', '"intro", "islands", ').replace('"label": "Guides", ', '"label": "Guides", "link": { "type": "doc", "id": "guides/overview" }, '));
  return site;
}
