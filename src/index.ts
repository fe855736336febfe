// Public API of the docgen package.
export { defineConfig } from './config/load-config.ts';
export type { SiteConfig, SiteConfigInput } from './config/schema.ts';
export type { SiteData } from './shared/page-data.ts';
export { translate } from './i18n/translate.ts';
export { Translate } from './i18n/Translate.tsx';
export { useSite } from './theme/context.tsx';
