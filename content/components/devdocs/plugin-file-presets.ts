// The standard plugin files the docs describe, one entry per name the content
// imports from a `_files` folder. `partial` is the base name of the file in
// that folder that describes it; the summary lines are ours.
import { frankenstyle, PLUGIN_NAME_PLACEHOLDER, type PluginFileLocation } from './plugin-paths.ts';

export interface PluginFilePreset {
  partial: string;
  filepath: string | ((location: PluginFileLocation) => string);
  summary: string;
  required?: boolean;
  legacy?: boolean;
}

/** Language strings: `lang/en/<component>.php`, except activities, which use the bare module name. */
function langFile(location: PluginFileLocation): string {
  const name = location.plugintype === 'mod' ? location.pluginname || PLUGIN_NAME_PLACEHOLDER : frankenstyle(location);
  return `/lang/en/${name}.php`;
}

export const PLUGIN_FILE_PRESETS: Record<string, PluginFilePreset> = {
  AmdDir: { partial: 'amd-dir', filepath: '/amd/', summary: 'JavaScript modules (source in amd/src, built files in amd/build)' },
  BackupDir: { partial: 'backup-dir', filepath: '/backup/', summary: 'Backup and restore of the plugin’s data' },
  CLIDir: { partial: 'cli-dir', filepath: '/cli/', summary: 'Command-line scripts' },
  Changes: { partial: 'changes', filepath: '/CHANGES', summary: 'Change log, used for release notes in the plugins directory' },
  ClassesDir: { partial: 'classes-dir', filepath: '/classes/', summary: 'Autoloaded PHP classes' },
  DbAccessPHP: { partial: 'db-access-php', filepath: '/db/access.php', summary: 'Capability definitions' },
  DbEventsPHP: { partial: 'db-events-php', filepath: '/db/events.php', summary: 'Event observers' },
  DbInstallPHP: { partial: 'db-install-php', filepath: '/db/install.php', summary: 'Steps run once after installation' },
  DbInstallXML: { partial: 'db-install-xml', filepath: '/db/install.xml', summary: 'Database tables, written with the XMLDB editor' },
  DbMessagesPHP: { partial: 'db-messages-php', filepath: '/db/messages.php', summary: 'Message providers' },
  DbMobilePHP: { partial: 'db-mobile-php', filepath: '/db/mobile.php', summary: 'Moodle App add-ons' },
  DbRenamedclassesPHP: { partial: 'db-renamedclasses-php', filepath: '/db/renamedclasses.php', summary: 'Old class names mapped to new ones' },
  DbServicesPHP: { partial: 'db-services-php', filepath: '/db/services.php', summary: 'External functions and web services' },
  DbTasksPHP: { partial: 'db-tasks-php', filepath: '/db/tasks.php', summary: 'Scheduled task timetable' },
  DbUninstallPHP: { partial: 'db-uninstall-php', filepath: '/db/uninstall.php', summary: 'Steps run before the plugin is removed' },
  DbUpgradePHP: { partial: 'db-upgrade-php', filepath: '/db/upgrade.php', summary: 'Upgrade steps between versions' },
  EnvironmentXML: { partial: 'environment-xml', filepath: '/environment.xml', summary: 'Environment requirements of the plugin' },
  Lang: { partial: 'lang', filepath: langFile, summary: 'Language strings (English)', required: true },
  Lib: { partial: 'lib', filepath: '/lib.php', summary: 'Callbacks Moodle core calls by function name', legacy: true },
  LocalLib: { partial: 'locallib', filepath: '/locallib.php', summary: 'Internal functions of the plugin', legacy: true },
  PixDir: { partial: 'pix-dir', filepath: '/pix/', summary: 'Icons, including the plugin’s own icon (pix/icon.svg)' },
  Readme: { partial: 'readme', filepath: '/README', summary: 'Information about the plugin (README.md or README.txt)' },
  ReadmeMoodleTXT: { partial: 'readme_moodle-txt', filepath: '/readme_moodle.txt', summary: 'How a bundled third-party library was imported' },
  SettingsPHP: { partial: 'settings-php', filepath: '/settings.php', summary: 'Administration settings' },
  StylesCSS: { partial: 'styles-css', filepath: '/styles.css', summary: 'Styles of the plugin' },
  ThirdpartylibsXML: { partial: 'thirdpartylibs-xml', filepath: '/thirdpartylibs.xml', summary: 'Third-party libraries the plugin includes' },
  UpgradeTXT: { partial: 'upgrade-txt', filepath: '/upgrade.txt', summary: 'API changes, by version, for other developers' },
  VersionPHP: { partial: 'version-php', filepath: '/version.php', summary: 'Version and dependencies of the plugin', required: true },
  YUIDir: { partial: 'yui-dir', filepath: '/yui/', summary: 'Older YUI JavaScript modules', legacy: true },
};
