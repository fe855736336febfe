import type { LogoData } from '../../shared/page-data.ts';

/** A logo's image, and its dark mode's beside it when it has one (the stylesheet shows the mode's, as ThemedImage does). */
export function LogoImages({ logo, className }: { logo: LogoData; className?: string }) {
  const classOf = (mode?: 'light' | 'dark') => [className, logo.className, logo.srcDark && mode && `themedImage themedImage--${mode}`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={classOf(logo.srcDark ? 'light' : undefined)} />
      {logo.srcDark && <img src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} className={classOf('dark')} />}
    </>
  );
}
