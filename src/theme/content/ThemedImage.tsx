import type { ImgHTMLAttributes } from 'react';
import { withBaseUrl } from '../../content/url.ts';
import { useContentContext } from './content-context.ts';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image for each colour mode. */
  sources: { light: string; dark: string };
}

const THEMES = ['light', 'dark'] as const;

/**
 * `@theme/ThemedImage`: an image with a version for each colour mode. Both
 * are in the page and the stylesheet shows the one for the mode in use
 * (`themedImage--light` or `--dark`), so it needs no script and never
 * flashes the wrong one. Site paths get the base URL, as links in content do.
 */
export function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  const { baseUrl } = useContentContext();
  return (
    <>
      {THEMES.map((theme) => (
        <img key={theme} src={withBaseUrl(sources[theme], baseUrl)} alt={alt} className={['themedImage', `themedImage--${theme}`, className].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
