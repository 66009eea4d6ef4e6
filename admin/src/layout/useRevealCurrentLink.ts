import { useEffect, type RefObject } from 'react';

/** How long after a move the sidebar keeps the current link in view while its groups open and fold. */
const SETTLING_MS = 1500;
const EVERY_MS = 100;

/** The nearest ancestor that scrolls (react-admin's fixed sidebar), or none. */
const scrollerOf = (element: HTMLElement): HTMLElement | undefined => {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return undefined;
};

/**
 * After a move to another page, the sidebar scrolls so that the current page's link is in view
 * (Employees sat 2,400 px down a sidebar that showed its first groups). The groups open and fold
 * with a motion and the links appear once the permissions are read, so it looks again a few times
 * while that settles, and only scrolls when the link is out of view: never against the person.
 */
export const useRevealCurrentLink = (nav: RefObject<HTMLElement | null>, currentPath: string | undefined) => {
  useEffect(() => {
    if (!currentPath) return;
    const reveal = () => {
      const link = nav.current?.querySelector<HTMLElement>('[role="group"] a[aria-current="page"]');
      const scroller = link && scrollerOf(link);
      if (!link || !scroller) return;
      const box = link.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      if (box.top < view.top || box.bottom > view.bottom) scroller.scrollTop += box.top - view.top - (view.height - box.height) / 2;
    };
    const timer = window.setInterval(reveal, EVERY_MS);
    const stop = window.setTimeout(() => window.clearInterval(timer), SETTLING_MS);
    reveal();
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [nav, currentPath]);
};
