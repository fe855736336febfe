import type { ComponentType } from 'react';
import { ComponentFileSummary, type PluginFileProps } from './ComponentFileSummary.tsx';
import { PLUGIN_FILE_PRESETS } from './plugin-file-presets.ts';

export type { PluginFileProps } from './ComponentFileSummary.tsx';

/** Props the page set; undefined ones must not hide the preset's values. */
function given(props: PluginFileProps): Partial<PluginFileProps> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<PluginFileProps>;
}

/**
 * The components a `_files` folder stands for: docgen calls this with the
 * folder's description partials (by base name), and each name the content
 * imports (VersionPHP, Lang, …) becomes a ComponentFileSummary with its file,
 * summary and partial filled in. A missing partial just means no default text.
 */
export function createPluginFileComponents(partials: Record<string, ComponentType<Record<string, unknown>>>): Record<string, ComponentType<PluginFileProps>> {
  const components: Record<string, ComponentType<PluginFileProps>> = {};
  for (const [name, preset] of Object.entries(PLUGIN_FILE_PRESETS)) {
    const partial = partials[preset.partial];
    const PluginFile = (props: PluginFileProps) => {
      const filepath = props.filepath ?? (typeof preset.filepath === 'function' ? preset.filepath(props) : preset.filepath);
      return <ComponentFileSummary summary={preset.summary} required={preset.required} legacy={preset.legacy} defaultDescription={partial} {...given(props)} filepath={filepath} />;
    };
    PluginFile.displayName = name;
    components[name] = PluginFile;
  }
  return components;
}
