// Collapsing and expanding slide, as in Docusaurus: a category of the docs
// sidebar, a <details> (Details in content, the mobile "On this page"), for a
// time that grows with the height that slides (Material UI's auto-height
// duration, which Docusaurus's Collapsible uses), easing in and out. Loaded
// when the reader reaches for one (the pointer over it, a touch: see the
// router's onIntent), not with the page, which keeps the first load small; a
// toggle before it has loaded is instant, as it is with reduced motion.

/** How long sliding over `height` pixels takes, in milliseconds. */
export function collapseDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

const COLLAPSED = 'menu__list-item--collapsed';
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const running = new WeakMap<HTMLElement, Animation>();
/** Whether each <details> is opening (true) or closing, while it slides. */
const opening = new WeakMap<HTMLDetailsElement, boolean>();

/**
 * Slides `element` open (from no height to its content's) or shut (the other
 * way), or on from where a slide it interrupts had reached, then calls `done`;
 * a later slide of it cancels this one, `done` and all. Its content is measured
 * with its overflow hidden, as it slides: its children's margins are then
 * inside it, where they stay in view.
 */
function slide(element: HTMLElement, open: boolean, done: () => void): void {
  const interrupted = running.get(element);
  const reached = element.getBoundingClientRect().height;
  interrupted?.cancel();
  if (reducedMotion.matches) return done();
  element.style.overflow = 'hidden';
  const height = element.scrollHeight;
  const from = interrupted ? reached : open ? 0 : height;
  const to = open ? height : 0;
  const animation = element.animate({ height: [`${from}px`, `${to}px`] }, { duration: collapseDuration(Math.abs(to - from)), easing: 'ease-in-out' });
  running.set(element, animation);
  animation.onfinish = () => {
    running.delete(element);
    element.style.overflow = '';
    done();
  };
}

// A sidebar category: React has just added or removed its collapsed class. A
// collapsing list is kept shown (display: block) until it has slid shut.
new MutationObserver((records) => {
  for (const { target, oldValue } of records) {
    const item = target as HTMLElement;
    const list = item.lastElementChild as HTMLElement | null;
    if (!item.classList.contains('menu__list-item') || !list?.classList.contains('menu__list')) continue;
    const collapsed = item.classList.contains(COLLAPSED);
    if (collapsed === (oldValue ?? '').split(' ').includes(COLLAPSED)) continue;
    list.style.display = 'block';
    slide(list, !collapsed, () => (list.style.display = ''));
  }
}).observe(document.body, { subtree: true, attributeFilter: ['class'], attributeOldValue: true });

// A <details> whose summary is followed by one element, its content: opened at
// once and its content slid open, or its content slid shut and then closed.
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const summary = target.closest?.('summary');
  const details = summary?.parentElement;
  const content = details?.lastElementChild as HTMLElement | null | undefined;
  if (event.defaultPrevented || !(details instanceof HTMLDetailsElement) || details.children.length !== 2 || content === summary || target.closest('a')) return;
  event.preventDefault();
  const open = !(opening.get(details) ?? details.open);
  opening.set(details, open);
  details.open = true;
  slide(content!, open, () => {
    opening.delete(details);
    details.open = open;
  });
});
