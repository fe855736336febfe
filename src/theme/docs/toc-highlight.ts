// The table of contents marks the heading being read, as Docusaurus's does:
// the first heading at or below the navbar, if it sits in the top half of the
// window, else the one before it (the reader is still in that section); below
// the last heading, the last.

const ACTIVE = 'table-of-contents__link--active';

/** Keeps the mark of `toc`'s links up to date while the page scrolls; returns the clean-up. */
export function highlightCurrentHeading(toc: HTMLElement): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    // Hidden (the mobile layout): nothing to mark.
    if (!toc.offsetParent) return;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const tops = links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))?.getBoundingClientRect().top ?? -Infinity);
    const navbarBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    let current = tops.findIndex((top) => top >= navbarBottom);
    if (current < 0) current = tops.length - 1;
    else if (tops[current]! >= window.innerHeight / 2) current -= 1;
    links.forEach((link, index) => link.classList.toggle(ACTIVE, index === current));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  update();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
