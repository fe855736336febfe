import { readFileSync } from 'node:fs';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getCodeHighlighter, type CodeHighlighter } from '../../src/markdown/highlighter.ts';
import { ContentContext } from '../../src/theme/content/content-context.ts';

// The components read `@site/data/*.json`, which docgen resolves to the site's
// data folder; here they get the corpus's own files.
vi.mock('@site/data/versions.json', () => ({ default: JSON.parse(readFileSync(new URL('../../../shared/corpus/devdocs/data/versions.json', import.meta.url), 'utf8')) }));
vi.mock('@site/data/projects.json', () => ({ default: JSON.parse(readFileSync(new URL('../../../shared/corpus/devdocs/data/projects.json', import.meta.url), 'utf8')) }));

import { CodeBlock, CodeDiff, CodeExample, DeprecatedSince, InvalidExample, Since, Tabs, ValidExample } from '../../content/components/devdocs/index.ts';
import DeprecatedSinceDefault from '../../content/components/devdocs/DeprecatedSince.tsx';
import AcademyLink from '../../content/components/devdocs/AcademyLink.tsx';
import { ComponentFileSummary } from '../../content/components/devdocs/ComponentFileSummary.tsx';
import { getExample, getFileNameWithComponentPath } from '../../content/components/devdocs/moodle-bridge.tsx';
import { createPluginFileComponents } from '../../content/components/devdocs/plugin-files.tsx';
import { ProjectSummary } from '../../content/components/devdocs/projects.ts';
import { ReleaseNoteIntro } from '../../content/components/devdocs/ReleaseInformation.tsx';
import ReleaseTable from '../../content/components/devdocs/ReleaseTable.tsx';
import SupportedReleases, { styles } from '../../content/components/devdocs/SupportedReleases.tsx';
import VideoPlayer from '../../content/components/devdocs/VideoPlayer.tsx';
import { Tabs as ThemeTabs } from '../../src/theme/content/index.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await getCodeHighlighter({ light: 'github-light', dark: 'dracula' });
});

const unexpectedWarning = (message: string) => {
  throw new Error(`unexpected warning: ${message}`);
};

function render(element: ReactElement): string {
  return renderToStaticMarkup(createElement(ContentContext.Provider, { value: { highlighter, baseUrl: '/', tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }, site: CONTENT_SITE, heads: [], warn: unexpectedWarning } }, element));
}

/** The visible text of some markup: tags removed (highlighted code is split into many spans), entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

// Props are checked by the components' own types in the content; here any component with any props will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const h = (type: ComponentType<any> | string, props: Record<string, unknown> | null, ...children: ReactNode[]) => createElement(type, props, ...children);

describe('@site/src/components barrel', () => {
  it('re-exports docgen’s own code block and tabs, and DeprecatedSince both ways', () => {
    expect(Tabs).toBe(ThemeTabs);
    expect(DeprecatedSinceDefault).toBe(DeprecatedSince);
  });
});

describe('Since', () => {
  it('writes whole numbers with one decimal and joins several versions', () => {
    const html = render(h(Since, { versions: [3.9, 4, '4.1'] }));
    expect(textOf(html)).toBe('Since Moodle 3.9, 4.0 and 4.1');
  });

  it('accepts a single version, a one-item array, and links the tracker issue', () => {
    expect(textOf(render(h(Since, { version: '3.1' })))).toBe('Since Moodle 3.1');
    expect(textOf(render(h(Since, { version: ['3.7.0'] })))).toBe('Since Moodle 3.7.0');
    const html = render(h(Since, { versions: ['3.11.11', '4.0.5', '4.1'], issueNumber: 'MDL-74912' }));
    expect(textOf(html)).toContain('Since Moodle 3.11.11, 4.0.5 and 4.1');
    expect(html).toContain('href="https://tracker.moodle.org/browse/MDL-74912"');
    expect(textOf(html)).toContain('MDL-74912');
  });

  it('DeprecatedSince says since when, as a note', () => {
    const html = render(h(DeprecatedSince, { versions: ['2.9'] }));
    expect(html).toContain('role="note"');
    expect(textOf(html)).toBe('Deprecated since Moodle 2.9');
  });
});

describe('example boxes', () => {
  const code = (text: string, language = 'php') => h(CodeBlock, { language }, text);

  it('ValidExample and InvalidExample show their default labels and the code', () => {
    const valid = render(h(ValidExample, null, code('$ok = true;')));
    expect(valid).toContain('devdocs-example--success');
    expect(textOf(valid)).toContain('Valid example');
    expect(textOf(valid)).toContain('$ok = true;');
    const invalid = render(h(InvalidExample, null, code('$bad = 1;')));
    expect(invalid).toContain('devdocs-example--danger');
    expect(textOf(invalid)).toContain('Invalid example');
    expect(textOf(invalid)).toContain('$bad = 1;');
  });

  it('a title replaces the visible label but keeps the kind for screen readers', () => {
    const html = render(h(ValidExample, { title: '3.9.5' }, code('a {}', 'css')));
    expect(html).toMatch(/<span class="devdocs-visually-hidden">Valid example: <\/span>3\.9\.5/);
  });

  it('CodeExample with type warning is the amber variant', () => {
    const html = render(h(CodeExample, { type: 'warning', title: 'Allowed, but discouraged' }, code('let x = 1;', 'ts')));
    expect(html).toContain('devdocs-example--warning');
    expect(textOf(html)).toContain('Allowed, but discouraged');
  });

  it('CodeDiff heads each of its two code blocks with its part of titles', () => {
    const html = render(h(CodeDiff, { titles: '3.9.4, 3.9.5' }, '\n', code('a { color: red; }', 'css'), '\n', code('a { color: blue; }', 'css'), '\n'));
    const titles = [...html.matchAll(/<div class="devdocs-code-diff__title">([^<]*)<\/div>/g)].map((match) => match[1]);
    expect(titles).toEqual(['3.9.4', '3.9.5']);
    expect(html.match(/class="codeBlockContainer/g)).toHaveLength(2);
    expect(html).not.toContain('devdocs-code-diff--vertical');
    expect(render(h(CodeDiff, { titles: '4.0, 4.1', vertical: true }, code('a', 'css'), code('b', 'css')))).toContain('devdocs-code-diff--vertical');
  });
});

describe('release data widgets', () => {
  it('ReleaseNoteIntro states the date, branch and upgrade page of a release in the data', () => {
    const text = textOf(render(h(ReleaseNoteIntro, { releaseName: '4.0.2' })));
    expect(text).toContain('Moodle 4.0.2 was released on 11 July 2022.');
    expect(text).toContain('minor release of the Moodle 4.0 branch');
    const html = render(h(ReleaseNoteIntro, { releaseName: '4.0.2' }));
    expect(html).toContain('href="/general/releases/4.0"');
    expect(html).toContain('href="https://docs.moodle.org/400/en/Upgrading"');
  });

  it('ReleaseNoteIntro reads a first release, odd dates and branch names', () => {
    expect(textOf(render(h(ReleaseNoteIntro, { releaseName: '4.1.0' })))).toContain('It is the first release of the Moodle 4.1 branch, a long-term support (LTS) branch.');
    expect(textOf(render(h(ReleaseNoteIntro, { releaseName: '3.6.10' })))).toContain('released on 11 May 2020');
    expect(textOf(render(h(ReleaseNoteIntro, { releaseName: '3.8' })))).toContain('Moodle 3.8.0 was released on 18 November 2019');
  });

  it('ReleaseNoteIntro says so when the release is not in the data', () => {
    expect(textOf(render(h(ReleaseNoteIntro, { releaseName: '9.9.9' })))).toBe('Moodle 9.9.9 is not in the release data, so its release date and branch are not shown here.');
    expect(() => render(h(ReleaseNoteIntro, {}))).not.toThrow();
  });

  it('ReleaseTable lists every release of the branch with dates, build numbers and notes links', () => {
    const html = render(h(ReleaseTable, { releaseName: '4.0' }));
    const names = [...html.matchAll(/<th scope="row">(?:<a[^>]*>)?([^<]+)/g)].map((match) => match[1]);
    expect(names).toEqual(['4.0.0', '4.0.1', '4.0.2', '4.0.3', '4.0.4', '4.0.5']);
    expect(html).toContain('href="/general/releases/4.0"');
    expect(html).toContain('href="/general/releases/4.0/4.0.5"');
    expect(html).toMatch(/<td>14 November 2022<\/td><td><code>2022041905<\/code><\/td>/);
  });

  it('ReleaseTable keeps the decimals of 1.9 builds and leaves out notes pages the data rules out', () => {
    expect(render(h(ReleaseTable, { releaseName: '1.9' }))).toContain('<code>2007101591.10</code>');
    const html = render(h(ReleaseTable, { releaseName: '2.8' }));
    expect(html).toContain('<th scope="row">2.8.4</th>');
    expect(textOf(render(h(ReleaseTable, { releaseName: '4.2' })))).toBe('No releases of Moodle 4.2 are recorded yet.');
  });

  it('SupportedReleases is relative to the newest release in the data, not today', () => {
    const html = render(h(SupportedReleases, null));
    expect(textOf(html)).toContain('supported on 28 November 2022');
    const rows = [...html.matchAll(/<th scope="row">Moodle ([\d.]+)/g)].map((match) => match[1]);
    // 3.10's security support ended on 9 May 2022, before the newest release (4.1.0).
    expect(rows).toEqual(['4.2', '4.1', '4.0', '3.11', '3.9']);
    expect(html).toContain(`class="${styles['release-state-future']}">Not yet released`);
    expect(html).toContain(`class="${styles['release-state-security']}">Security fixes only`);
    expect(Object.keys(styles).sort()).toEqual(
      ['release-state-current', 'release-state-future', 'release-state-future-security', 'release-state-past-security', 'release-state-past-stables', 'release-state-security'].sort(),
    );
  });
});

describe('plugin file summaries', () => {
  const partials = {
    'db-access-php': () => createElement('p', null, 'Capabilities partial text.'),
    'version-php': () => createElement('p', null, 'Version partial text.'),
    lang: () => createElement('p', null, 'Lang partial text.'),
  };
  const files = createPluginFileComponents(partials);

  it('gives every name the corpus imports from _files', () => {
    const names = 'AmdDir BackupDir CLIDir Changes ClassesDir DbAccessPHP DbEventsPHP DbInstallPHP DbInstallXML DbMessagesPHP DbMobilePHP DbRenamedclassesPHP DbServicesPHP DbTasksPHP DbUninstallPHP DbUpgradePHP EnvironmentXML Lang Lib LocalLib PixDir Readme ReadmeMoodleTXT SettingsPHP StylesCSS ThirdpartylibsXML UpgradeTXT VersionPHP YUIDir'.split(' ');
    expect(Object.keys(files).sort()).toEqual(names.sort());
  });

  it('shows the path in the plugin, the badge and the partial as description', () => {
    const html = render(h(files.DbAccessPHP!, { plugintype: 'mod', pluginname: '[modname]' }));
    expect(html).toMatch(/^<details class="devdocs-file">/);
    expect(html).toContain('<code class="devdocs-file__path">mod/[modname]/db/access.php</code>');
    expect(textOf(html)).toContain('Optional');
    expect(textOf(html)).toContain('Capabilities partial text.');
    const version = render(h(files.VersionPHP!, { plugintype: 'antivirus', open: true }));
    expect(version).toMatch(/^<details class="devdocs-file" open="">/);
    expect(version).toContain('lib/antivirus/[pluginname]/version.php');
    expect(textOf(version)).toContain('Required');
  });

  it('uses generic placeholders without a plugin type, and Moodle’s folders for known types', () => {
    expect(render(h(files.VersionPHP!, {}))).toContain('[plugintype]/[pluginname]/version.php');
    expect(render(h(files.Lang!, { plugintype: 'block', pluginname: 'pluginname' }))).toContain('blocks/pluginname/lang/en/block_pluginname.php');
    expect(render(h(files.Lang!, { plugintype: 'mod', pluginname: '[modname]' }))).toContain('mod/[modname]/lang/en/[modname].php');
    expect(render(h(files.SettingsPHP!, { plugintype: 'assignfeedback', pluginname: 'file' }))).toContain('mod/assign/feedback/file/settings.php');
    expect(render(h(files.Lib!, { plugintype: 'format' }))).toContain('course/format/[pluginname]/lib.php');
    expect(textOf(render(h(files.Lib!, {})))).toContain('Legacy');
    expect(textOf(render(h(files.Lib!, { legacy: false, required: true })))).toContain('Required');
  });

  it('description={false} or "" hides the partial; a string or element replaces it', () => {
    expect(textOf(render(h(files.DbAccessPHP!, { description: false })))).not.toContain('Capabilities partial text.');
    expect(textOf(render(h(files.DbAccessPHP!, { description: '' })))).not.toContain('Capabilities partial text.');
    expect(textOf(render(h(files.VersionPHP!, { defaultDescription: false })))).not.toContain('Version partial text.');
    const html = render(h(files.DbAccessPHP!, { description: 'Use `has_capability` to check.', extraDescription: createElement('div', null, 'Extra words.') }, 'Child text.'));
    expect(html).toContain('<p>Use <code>has_capability</code> to check.</p>');
    expect(textOf(html)).toContain('Use has_capability to check.Extra words.Child text.');
  });

  it('adds a PHP file header to examples, unless showFileHeader is false', () => {
    const withHeader = textOf(render(h(files.DbAccessPHP!, { plugintype: 'mod', pluginname: '[modname]', example: "\n    $capabilities = [];\n" })));
    expect(withHeader).toContain('<?php');
    expect(withHeader).toContain('GNU GPL v3 or later');
    expect(withHeader).toContain('@package mod_[modname]');
    expect(withHeader).toContain('$capabilities = [];');
    // db/access.php runs code when included, so it refuses direct loading; lib.php only declares functions.
    expect(withHeader).toContain("defined('MOODLE_INTERNAL') || die();");
    expect(textOf(render(h(files.Lib!, { example: 'function x() {}' })))).not.toContain('MOODLE_INTERNAL');
    const without = textOf(render(h(files.DbAccessPHP!, { plugintype: 'mod', pluginname: '[modname]', example: '$capabilities = [];', showFileHeader: false })));
    expect(without).not.toContain('<?php');
    expect(without).not.toContain('@package');
    expect(without).toContain('$capabilities = [];');
    const noLicence = textOf(render(h(files.DbAccessPHP!, { example: '$capabilities = [];', showLicense: false })));
    expect(noLicence).toContain('<?php');
    expect(noLicence).not.toContain('GNU GPL');
  });

  it('titles the example with the file path and shows a missing-example element as given', () => {
    const html = render(h(ComponentFileSummary, { filepath: '/filter.php', plugintype: 'filter', pluginname: 'pluginname', required: true, summary: 'Filter class', example: '<?php\nclass text_filter {}' }));
    expect(html).toContain('<div class="codeBlockTitle">filter/pluginname/filter.php</div>');
    expect(textOf(html)).not.toContain('@package');
    const missing = render(h(ComponentFileSummary, { filepath: '/format.php', example: createElement('div', { className: 'docgen-missing-import' }, 'Missing example') }));
    expect(missing).toContain('<div class="docgen-missing-import">Missing example</div>');
    expect(missing).not.toContain('codeBlockContainer');
    expect(render(h(ComponentFileSummary, { filepath: '/format.php' }))).not.toContain('codeBlockContainer');
    expect(render(h(files.Lib!, { summary: false }))).not.toContain('devdocs-file__text');
  });
});

describe('moodleBridge', () => {
  const props = { examplePurpose: 'Output content', plugintype: 'format', pluginname: 'pluginname', filepath: '/output/courseformat/content.php' };

  it('getExample builds a code block titled with the path in the plugin', () => {
    expect(getFileNameWithComponentPath(props)).toBe('course/format/pluginname/output/courseformat/content.php');
    const html = render(getExample(props, 'class content {}'));
    expect(html).toContain('<div class="codeBlockTitle">course/format/pluginname/output/courseformat/content.php</div>');
    expect(textOf(html)).toContain('Output content.');
    expect(textOf(html)).toContain('@package format_pluginname');
  });

  it('getExample returns a missing-example element as it is', () => {
    const notice = createElement('div', { className: 'docgen-missing-import' }, 'Missing');
    expect(getExample(props, notice)).toBe(notice);
  });
});

describe('other widgets', () => {
  it('ProjectSummary shows the project, its owners and links', () => {
    const html = render(h(ProjectSummary, { projectName: 'api/amos' }));
    expect(textOf(html)).toContain('Automated Manipulation of Strings (AMOS)');
    expect(textOf(html)).toContain('Complete');
    expect(html).toContain('href="https://github.com/mudrd8mz"');
    expect(html).toContain('href="https://tracker.moodle.org/browse/MDL-18797"');
    expect(textOf(render(h(ProjectSummary, { projectName: 'nope' })))).toContain('not in the project data');
  });

  it('AcademyLink names the course and links to Moodle Academy, for unknown keys too', () => {
    const html = render(h(AcademyLink, { subject: 'Contexts and the Roles API', courseName: 'securityEssentials' }));
    expect(textOf(html)).toContain('Contexts and the Roles API');
    expect(textOf(html)).toContain('Security essentials for developers');
    expect(html).toContain('href="https://moodle.academy/"');
    expect(render(h(AcademyLink, { subject: 'Something', courseName: 'unknownKey' }))).toContain('href="https://moodle.academy/"');
  });

  it('VideoPlayer embeds a lazy, cookie-less YouTube frame and a plain link', () => {
    const url = 'https://www.youtube.com/watch?v=sZxZ_YzsD_w&list=PLxcO_MFWQBDcI0BezfCOW8QRfJw6FblRn&ab_channel=Moodle';
    const html = render(h(VideoPlayer, { url }));
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/sZxZ_YzsD_w?list=PLxcO_MFWQBDcI0BezfCOW8QRfJw6FblRn"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<iframe[^>]* title="YouTube video"/);
    expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
  });
});
