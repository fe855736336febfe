// Where a Moodle plugin lives inside a Moodle checkout, shared by the file
// summaries and by moodle-bridge so both name files the same way.

/** Plugin type → its folder, relative to the Moodle root (from Moodle's own component list). */
const PLUGIN_TYPE_FOLDERS: Record<string, string> = {
  antivirus: 'lib/antivirus',
  assignfeedback: 'mod/assign/feedback',
  assignsubmission: 'mod/assign/submission',
  atto: 'lib/editor/atto/plugins',
  auth: 'auth',
  availability: 'availability/condition',
  block: 'blocks',
  booktool: 'mod/book/tool',
  cachelock: 'cache/locks',
  cachestore: 'cache/stores',
  calendartype: 'calendar/type',
  contenttype: 'contentbank/contenttype',
  coursereport: 'course/report',
  customfield: 'customfield/field',
  datafield: 'mod/data/field',
  dataformat: 'dataformat',
  datapreset: 'mod/data/preset',
  editor: 'lib/editor',
  enrol: 'enrol',
  fileconverter: 'files/converter',
  filter: 'filter',
  format: 'course/format',
  forumreport: 'mod/forum/report',
  gradeexport: 'grade/export',
  gradeimport: 'grade/import',
  gradereport: 'grade/report',
  gradingform: 'grade/grading/form',
  h5plib: 'h5p/h5plib',
  local: 'local',
  logstore: 'admin/tool/log/store',
  ltiservice: 'mod/lti/service',
  ltisource: 'mod/lti/source',
  media: 'media/player',
  message: 'message/output',
  mlbackend: 'lib/mlbackend',
  mnetservice: 'mnet/service',
  mod: 'mod',
  paygw: 'payment/gateway',
  plagiarism: 'plagiarism',
  portfolio: 'portfolio',
  profilefield: 'user/profile/field',
  qbank: 'question/bank',
  qbehaviour: 'question/behaviour',
  qformat: 'question/format',
  qtype: 'question/type',
  quiz: 'mod/quiz/report',
  quizaccess: 'mod/quiz/accessrule',
  report: 'report',
  repository: 'repository',
  scormreport: 'mod/scorm/report',
  search: 'search/engine',
  theme: 'theme',
  tiny: 'lib/editor/tiny/plugins',
  tool: 'admin/tool',
  webservice: 'webservice',
  workshopallocation: 'mod/workshop/allocation',
  workshopeval: 'mod/workshop/eval',
  workshopform: 'mod/workshop/form',
};

/** Where the docs name a plugin in general terms, readers see these placeholders. */
export const PLUGIN_TYPE_PLACEHOLDER = '[plugintype]';
export const PLUGIN_NAME_PLACEHOLDER = '[pluginname]';

export interface PluginFileLocation {
  plugintype?: string;
  pluginname?: string;
  /** The file inside the plugin, usually with a leading slash: `/db/access.php`. */
  filepath?: string;
}

/** The folder of a plugin type; a type we do not know is assumed to sit at the root. */
export function pluginTypeFolder(plugintype: string | undefined): string {
  if (!plugintype) return PLUGIN_TYPE_PLACEHOLDER;
  return PLUGIN_TYPE_FOLDERS[plugintype] ?? plugintype;
}

/** `mod/[modname]`, `course/format/pluginname`, or `[plugintype]/[pluginname]` when the type is not given. */
export function pluginDirectory({ plugintype, pluginname }: PluginFileLocation): string {
  return `${pluginTypeFolder(plugintype)}/${pluginname || PLUGIN_NAME_PLACEHOLDER}`;
}

/** The plugin's full component name: `mod_forum`, `[plugintype]_[pluginname]`. */
export function frankenstyle({ plugintype, pluginname }: PluginFileLocation): string {
  return `${plugintype || PLUGIN_TYPE_PLACEHOLDER}_${pluginname || PLUGIN_NAME_PLACEHOLDER}`;
}

/** A file's path from the Moodle root: `mod/[modname]/db/access.php`. */
export function pathInPlugin(location: PluginFileLocation): string {
  const file = (location.filepath ?? '').replace(/^\/+/, '');
  return file ? `${pluginDirectory(location)}/${file}` : pluginDirectory(location);
}

/** Highlighting language by file extension; folders and unknown kinds are plain text. */
const LANGUAGES: Record<string, string> = {
  php: 'php',
  xml: 'xml',
  css: 'css',
  scss: 'scss',
  js: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  json: 'json',
  jsonc: 'jsonc',
  yaml: 'yaml',
  yml: 'yaml',
  mustache: 'handlebars',
  html: 'html',
  md: 'markdown',
  txt: 'text',
};

export function languageForPath(filepath: string | undefined): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filepath ?? '')?.[1]?.toLowerCase();
  return (extension && LANGUAGES[extension]) || 'text';
}
