import type { SiteData } from 'docgen';
import { Link } from 'docgen/theme';

export const meta = {
  description: 'Guides, API references and processes for people who build plugins for Moodle, contribute to Moodle core or work on the Moodle App.',
};

const SECTIONS = [
  {
    title: 'Build a plugin',
    href: '/docs/apis#plugin-types',
    text: 'Every plugin type, from activity modules and blocks to local plugins, with the files each one needs and how Moodle finds them.',
  },
  {
    title: 'Core APIs',
    href: '/docs/apis',
    text: 'The database layer, access control, tasks, files, forms, output and the other subsystems your code will lean on every day.',
  },
  {
    title: 'Front-end guides',
    href: '/docs/guides',
    text: 'JavaScript modules, Mustache templates and the tooling that turns your source into what runs in the browser.',
  },
  {
    title: 'Contribute to Moodle',
    href: '/general/community/contribute',
    text: 'How the community works together: from reporting an issue in the tracker to having a patch reviewed, tested and integrated.',
  },
  {
    title: 'Development process',
    href: '/general/development/process',
    text: 'The weekly integration cycle, peer review, testing and the release calendar that every change to core moves through.',
  },
  {
    title: 'Release notes',
    href: '/general/releases',
    text: 'What changed in each Moodle release, when it is supported until and what you need to check before you upgrade.',
  },
];

export default function HomePage({ site }: { site: SiteData }) {
  return (
    <>
      <header className="hero hero--primary homeHero">
        <div className="container">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{site.tagline}</p>
          <div className="homeHeroButtons">
            {/* Link writes the site's paths below wherever it is served, as its addresses are written. */}
            <Link className="button button--secondary button--lg" to="/docs">
              Get started
            </Link>
            <Link className="button button--outline button--lg homeHeroButtonOutline" to="/general/development/gettingstarted">
              Set up a development site
            </Link>
          </div>
        </div>
      </header>
      <section className="container homeSections" aria-label="Sections of the documentation">
        <div className="row">
          {SECTIONS.map((section) => (
            <div key={section.href} className="col col--4 margin-bottom--lg">
              <Link className="card homeCard" to={section.href}>
                <h2 className="homeCardTitle">{section.title}</h2>
                <p>{section.text}</p>
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
