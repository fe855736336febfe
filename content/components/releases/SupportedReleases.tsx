import { Link } from 'docgen/theme';
import FactsTable from './FactsTable.tsx';
import { AS_OF, BRANCHES, branchLabel, formatDate, isSupported, releasePath, supportStatus } from './release-data.ts';

/** A table of Moodle branches: every branch, or only those still supported on the site's reference date. */
export default function SupportedReleases({ only = 'all' }: { only?: 'supported' | 'unsupported' | 'all' }) {
  const branches = BRANCHES.filter((branch) => (only === 'all' ? true : only === 'supported' ? isSupported(branch) : !isSupported(branch)));
  const showStatus = only !== 'unsupported';
  const headings = ['Version', 'Released', 'Bug fixes until', 'Security fixes until'];
  if (showStatus) headings.push(`Status on ${formatDate(AS_OF)}`);
  const rows = branches.map((branch) => {
    const cells = [
      <Link to={releasePath(branch.branch)}>{branchLabel(branch)}</Link>,
      formatDate(branch.released),
      formatDate(branch.bugFixesUntil),
      formatDate(branch.securityFixesUntil),
    ];
    if (showStatus) cells.push(supportStatus(branch));
    return cells;
  });
  return <FactsTable className="supported-releases" headings={headings} rows={rows} />;
}
