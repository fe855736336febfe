import { Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_POLL_MS } from './watch-options.ts';
// Each command's module is imported when it runs: the link checker and the
// file watcher are not needed by a build and take time to load.

/** Parses the command line and runs one command; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('docgen')
    .description('Build and serve a documentation site from Markdown/MDX content with Docusaurus conventions.')
    .version('0.1.0')
    .showHelpAfterError();

  const positiveInteger = (name: string) => (value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError(`Give a whole number of 1 or more for ${name}.`);
    return number;
  };

  program
    .command('build')
    .description('Build the site into the output folder (written atomically: a failed build leaves the old output untouched).')
    .option('-c, --config <file>', "site configuration file, or a site's folder holding it (when there is none, a Docusaurus site's docusaurus.config.js)", 'site.config.ts')
    .option('-o, --out <dir>', 'output folder (default: the config outDir, "build", beside the config)')
    .option('--no-cache', 'ignore the build cache (.docgen-cache in the site folder) and do not update it')
    .option('--timings <file>', 'write the time of each stage, CPU time and peak memory to this JSON file')
    .option('-l, --locale <code>', "build one locale of the config's i18n.locales alone, at the site's base URL (default: every locale, each other than the default one below its own folder, as build/fr)")
    .action(async (options: { config: string; out?: string; cache: boolean; timings?: string; locale?: string }) => {
      exitCode = await (await import('./build.ts')).buildCommand(options);
    });

  program
    .command('serve')
    .description('Build the site, serve it on localhost, rebuild on changes and reload open pages.')
    .option('-c, --config <file>', "site configuration file, or a site's folder holding it (when there is none, a Docusaurus site's docusaurus.config.js)", 'site.config.ts')
    .option('-o, --out <dir>', 'output folder to build into (default: .docgen-cache/serve-build beside the config, so that build/ keeps the production build), or to serve with --no-watch (default: the config\'s outDir, build/ beside it)')
    .addOption(new Option('-p, --port <number>', 'port to listen on').default(3000).argParser((value) => {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('Give a whole number from 0 to 65535.');
      return port;
    }))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--no-watch', 'serve an existing output folder as it is, without building or watching')
    .option('-l, --locale <code>', "build and serve this locale of the config's i18n.locales, below its own base URL as in a build of every locale (default: the default locale)")
    .addOption(
      new Option('--poll [ms]', `check the files for changes every <ms> (default ${DEFAULT_POLL_MS}) instead of waiting for the system to report them: for folders shared into a container or virtual machine, and network drives (at the system's watch limit serve does this by itself)`)
        .argParser(positiveInteger('--poll'))
        .conflicts('watch'),
    )
    .action(async (options: { config: string; out?: string; port: number; host: string; watch: boolean; poll?: true | number; locale?: string }) => {
      exitCode = await (await import('./serve.ts')).serveCommand(options);
    });

  program
    .command('check-links')
    .description('Serve a built output folder locally and crawl every page for broken links; exit code 1 if a link to the site is broken.')
    .argument('[dir]', "the built output folder (default: the config's outDir, \"build\", beside the config; ./build when there is no config)")
    .option('-c, --config <file>', "the site configuration file, or a site's folder holding it, whose output folder to check when no folder is given")
    .option('--external', 'also check links to other sites (reported separately; they do not fail the check)', false)
    .option('--json', 'print the report as JSON', false)
    .addOption(new Option('--concurrency <number>', 'requests at a time').default(10).argParser(positiveInteger('concurrency')))
    // Generous: with --external it also limits the site's own pages, which linkinator parses on the
    // thread that runs its request timers, so a short limit fails healthy local links on a big site.
    .addOption(new Option('--timeout <ms>', 'with --external, time limit of each request (at least 5000)').default(60_000).argParser(positiveInteger('timeout')))
    .action(async (dir: string | undefined, options: { config?: string; external: boolean; json: boolean; concurrency: number; timeout: number }) => {
      exitCode = await (await import('./check-links.ts')).checkLinksCommand({ ...(dir === undefined ? {} : { dir }), ...options });
    });

  program
    .command('write-translations')
    .description("Write the files a translator fills in for a locale, in Docusaurus's layout under i18n/<locale>/: the theme's and the site's strings, and the docs versions', sidebars', navbar's, footer's and blog's labels, each with its message in the site's language. Messages already translated are kept.")
    .option('-c, --config <file>', "site configuration file, or a site's folder holding it (when there is none, a Docusaurus site's docusaurus.config.js)", 'site.config.ts')
    .option('-l, --locale <code>', "the locale to write them for, one of the config's i18n.locales (default: the default locale)")
    .option('--override', 'replace the messages already in the files with the site\'s own', false)
    .action(async (options: { config: string; locale?: string; override: boolean }) => {
      exitCode = await (await import('./write-translations.ts')).writeTranslationsCommand(options);
    });

  await program.parseAsync(argv);
  return exitCode;
}
