import type { ImgHTMLAttributes } from 'react';
import { withBaseUrl } from '../../content/url.ts';
import { useContentContext } from './content-context.ts';

/** What Docusaurus's ideal-image loader makes of an image file: its sizes, each a file of its own. */
interface IdealImageData {
  src: { src: string; width?: number; height?: number; images?: { path: string; width: number; height: number }[] };
  preSrc?: string;
}

/** The `img` an IdealImage is given: a URL, a require()'d module (its default is the URL), or the ideal-image loader's data. */
export type IdealImageSource = string | { default: string | IdealImageData } | IdealImageData;

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

function imageOf(img: IdealImageSource): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if ('default' in img) return imageOf(img.default);
  const largest = img.src.images?.at(-1);
  return { src: img.src.src, width: img.src.width ?? largest?.width, height: img.src.height ?? largest?.height };
}

/**
 * `@theme/IdealImage` (Docusaurus's ideal-image plugin): the image, loaded
 * lazily by the browser, without the plugin's low-quality placeholder and
 * its script. docgen publishes one size of each image, the file as it is.
 */
export function IdealImage({ img, alt, width, height, ...rest }: IdealImageProps) {
  const { baseUrl } = useContentContext();
  const image = imageOf(img);
  return <img src={withBaseUrl(image.src, baseUrl)} alt={alt ?? ''} loading="lazy" decoding="async" width={width ?? image.width} height={height ?? image.height} {...rest} />;
}
