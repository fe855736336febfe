import { Link } from 'docgen/theme';
import data from '@site/data/projects.json';

interface NamedLink {
  link: string;
  title: string;
}

interface Project {
  title: string;
  status?: string;
  owners: { name: string; githubUsername?: string }[];
  discussionLinks: NamedLink[];
  issueLinks: NamedLink[];
}

type Raw = Record<string, unknown>;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const links = (value: unknown): NamedLink[] =>
  list(value)
    .filter((item) => typeof item.link === 'string')
    .map((item) => ({ link: String(item.link), title: String(item.title ?? item.link) }));

/** The file is `{ projects: { "api/amos": {...} } }`; the map alone is accepted too. */
function findProject(name: string): Project | undefined {
  const all = ((data as Raw | null)?.projects ?? data) as Record<string, Raw> | null;
  const raw = all && typeof all === 'object' ? all[name] : undefined;
  if (!raw || typeof raw !== 'object') return undefined;
  return {
    title: String(raw.title ?? name),
    status: typeof raw.status === 'string' ? raw.status : undefined,
    owners: list(raw.owners).map((owner) => ({ name: String(owner.name ?? owner.githubUsername ?? ''), githubUsername: typeof owner.githubUsername === 'string' ? owner.githubUsername : undefined })),
    discussionLinks: links(raw.discussionLinks),
    issueLinks: links(raw.issueLinks),
  };
}

function LinkList({ items }: { items: NamedLink[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.link}>
          <Link to={item.link}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A card with the facts of a development project: status, owners and where it is discussed and tracked. */
export function ProjectSummary({ projectName }: { projectName?: string }) {
  const project = findProject(String(projectName ?? ''));
  if (!project) return <p className="devdocs-project">The project “{projectName}” is not in the project data.</p>;
  const statusClass = (project.status ?? '').toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <section className="devdocs-project" aria-label={`Project summary: ${project.title}`}>
      <p className="devdocs-project__title">
        <strong>{project.title}</strong>
        {project.status ? <span className={`devdocs-project__status devdocs-project__status--${statusClass}`}>{project.status}</span> : null}
      </p>
      <dl className="devdocs-project__facts">
        {project.owners.length ? (
          <>
            <dt>{project.owners.length === 1 ? 'Owner' : 'Owners'}</dt>
            <dd>
              <ul>
                {project.owners.map((owner) => (
                  <li key={owner.name}>
                    {owner.name}
                    {owner.githubUsername ? (
                      <>
                        {' '}
                        (<Link to={`https://github.com/${owner.githubUsername}`}>@{owner.githubUsername}</Link>)
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {project.discussionLinks.length ? (
          <>
            <dt>Discussion</dt>
            <dd>
              <LinkList items={project.discussionLinks} />
            </dd>
          </>
        ) : null}
        {project.issueLinks.length ? (
          <>
            <dt>Tracker issues</dt>
            <dd>
              <LinkList items={project.issueLinks} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
