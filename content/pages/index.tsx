import type { SiteData } from 'docgen';

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
  // The paths above are the site's own, below wherever it is served.
  const sitePath = (path: string) => `${site.baseUrl}${path.slice(1)}`;
  return (
    <>
      <header className="hero hero--primary homeHero">
        <div className="container">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{site.tagline}</p>
          <div className="homeHeroButtons">
            <a className="button button--secondary button--lg" href={sitePath('/docs')}>
              Get started
            </a>
            <a className="button button--outline button--lg homeHeroButtonOutline" href={sitePath('/general/development/gettingstarted')}>
              Set up a development site
            </a>
          </div>
        </div>
      </header>
      <section className="container homeSections" aria-label="Sections of the documentation">
        <div className="row">
          {SECTIONS.map((section) => (
            <div key={section.href} className="col col--4 margin-bottom--lg">
              <a className="card homeCard" href={sitePath(section.href)}>
                <h2 className="homeCardTitle">{section.title}</h2>
                <p>{section.text}</p>
              </a>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
