import { translate } from '../../i18n/translate.ts';
import { translateWithNodes } from '../../i18n/Translate.tsx';
import { usePage, useSite } from '../context.tsx';
import { Link } from '../Link.tsx';
import { savePreferredVersion } from './preferred-version.ts';

/**
 * The notice above a doc of a version that is not the latest: unreleased
 * (newer) or no longer maintained (older), by the version's `banner`, with a
 * link to the same doc in the latest version (else its main doc), which
 * becomes the preferred version when followed, as in Docusaurus.
 */
export function DocVersionBanner() {
  const site = useSite();
  const docs = usePage().docs;
  const versions = docs && site.docsVersions[docs.pluginId]?.versions;
  const version = versions?.find((candidate) => candidate.name === docs!.versionName);
  const latest = versions?.find((candidate) => candidate.isLast);
  if (!docs || !version?.banner || !latest) return null;
  const values = { siteTitle: site.title, versionLabel: version.label };
  const notice =
    version.banner === 'unreleased'
      ? translate({ id: 'theme.docs.versions.unreleasedVersionLabel', message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.' }, values)
      : translate({ id: 'theme.docs.versions.unmaintainedVersionLabel', message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.' }, values);
  const latestLink = (
    <b>
      <Link href={docs.versionLinks[latest.name] ?? latest.mainDocPermalink} onClick={() => savePreferredVersion(site, docs.pluginId, latest.name)}>
        {translate({ id: 'theme.docs.versions.latestVersionLinkLabel', message: 'latest version' })}
      </Link>
    </b>
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning" role="alert">
      <div>{notice}</div>
      <div>
        {translateWithNodes('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', { latestVersionLink: latestLink, versionLabel: latest.label })}
      </div>
    </div>
  );
}
