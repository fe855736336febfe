import type { SiteData } from 'docgen';
import { Link } from 'docgen/theme';

export const meta = {
  title: 'Versions',
  description: 'Every version of the Moodle developer documentation, and where to find documentation for older releases.',
};

export default function VersionsPage({ site }: { site: SiteData }) {
  const versions = site.docsVersions.default?.versions ?? [];
  const current = versions.filter((version) => version.name === 'current');
  const released = versions.filter((version) => version.name !== 'current');
  // Each released version's docs open with its developer update (checked by the build's link check).
  const latest = released[0];
  return (
    <div className="container margin-vert--lg versionsPage">
      <h1>Moodle developer documentation versions</h1>
      <p>Each Moodle release has its own copy of the developer documentation, so you can read about the APIs exactly as they were in the version you are working with.</p>
      <h2 id="current">Current version (in development)</h2>
      <p>The documentation for the next Moodle release, built from the main development branch. It changes as new features are integrated.</p>
      <table>
        <tbody>
          {current.map((version) => (
            <tr key={version.name} data-docs-plugin="default" data-docs-version={version.name}>
              <th scope="row">{version.label}</th>
              <td>
                <Link to={version.mainDocPermalink}>Documentation</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 id="released">Released versions</h2>
      <p>Documentation that matches a stable release. Use it when you maintain a plugin or a site that runs that version.</p>
      <table>
        <tbody>
          {released.map((version) => (
            <tr key={version.name} data-docs-plugin="default" data-docs-version={version.name}>
              <th scope="row">Moodle {version.label}</th>
              <td>
                <Link to={version.mainDocPermalink}>Documentation</Link>
              </td>
              <td>
                <Link to={`/general/releases/${version.name}`}>Release notes</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 id="legacy">Older releases</h2>
      <p>
        Documentation for Moodle 4.0 and earlier is kept on the <a href="https://docs.moodle.org/dev/">legacy developer wiki</a>. Much of it still applies, but check the release notes for anything that has changed since.
      </p>
      <h2 id="choosing">Which version should I read?</h2>
      <p>
        Read the version that matches the oldest Moodle release your code must run on: a plugin that declares <code>$plugin-&gt;requires</code> for 4.1 can only rely on what the 4.1 pages describe. Read the current version when you are preparing a change for the next release
        {latest && (
          <>
            , and the <Link to={`${latest.mainDocPermalink}/devupdate`}>developer update for Moodle {latest.label}</Link> for the APIs that changed in the latest release
          </>
        )}
        .
      </p>
    </div>
  );
}
