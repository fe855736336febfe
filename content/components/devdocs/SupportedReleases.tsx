import { BRANCHES, REFERENCE_DATE, supportState, type Branch, type SupportState } from './release-data.ts';

/**
 * Class names of the release states, for pages that colour their own cells
 * like the table below (`className={styles['release-state-current']}`).
 * A plain map, as a CSS module would give; the rules are in devdocs.css.
 */
export const styles = {
  'release-state-current': 'devdocs-release-state devdocs-release-state--current',
  'release-state-security': 'devdocs-release-state devdocs-release-state--security',
  'release-state-future': 'devdocs-release-state devdocs-release-state--future',
  'release-state-future-security': 'devdocs-release-state devdocs-release-state--future-security',
  'release-state-past-stables': 'devdocs-release-state devdocs-release-state--past-stables',
  'release-state-past-security': 'devdocs-release-state devdocs-release-state--past-security',
} as const;

const STATES: Record<Exclude<SupportState, 'past'>, { label: string; className: string }> = {
  current: { label: 'Bug and security fixes', className: styles['release-state-current'] },
  security: { label: 'Security fixes only', className: styles['release-state-security'] },
  future: { label: 'Not yet released', className: styles['release-state-future'] },
};

function securityEnd(branch: Branch): string {
  const planned = branch.securityEndDate?.text ?? 'Not recorded';
  return branch.extendedSecurityEndDate ? `${planned} (extended to ${branch.extendedSecurityEndDate.text})` : planned;
}

/** The branches still supported (or planned) on the day of the newest release in the data. */
export default function SupportedReleases() {
  const rows = BRANCHES.map((branch) => ({ branch, state: supportState(branch) })).filter(
    (row): row is { branch: Branch; state: Exclude<SupportState, 'past'> } => row.state !== 'past',
  );
  if (!REFERENCE_DATE || !rows.length) return <p>The release data lists no supported Moodle versions.</p>;
  return (
    <div className="devdocs-supported-releases-frame">
      <table className="devdocs-supported-releases" tabIndex={0}>
        <caption>Moodle versions supported on {REFERENCE_DATE.text}, the date of the newest release listed</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Release date</th>
            <th scope="col">Bug fixes until</th>
            <th scope="col">Security fixes until</th>
            <th scope="col">Support</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ branch, state }) => (
            <tr key={branch.name}>
              <th scope="row">
                Moodle {branch.name}
                {branch.isLTS ? (
                  <>
                    {' '}
                    <abbr className="devdocs-lts" title="Long-term support">
                      LTS
                    </abbr>
                  </>
                ) : null}
              </th>
              <td>{branch.releaseDate?.text ?? 'Not recorded'}</td>
              <td>{branch.generalEndDate?.text ?? 'Not recorded'}</td>
              <td>{securityEnd(branch)}</td>
              <td className={STATES[state].className}>{STATES[state].label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
