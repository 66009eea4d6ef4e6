import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { readScreenTitle, SHELL_HEADING_CLASS } from '../shell/screenTitle';
import { useDocumentText } from '../shell/useDocumentText';
import { visuallyHidden } from '../views/visuallyHidden';

/** The screen's own h1, if it draws one. */
const OWN_HEADING = `main h1:not(.${SHELL_HEADING_CLASS})`;

const readOwnHeading = () => document.querySelector(OWN_HEADING) !== null;

/** The screen's heading to move to: its own h1, or the shell's. */
const headingOf = () => document.querySelector<HTMLElement>(OWN_HEADING) ?? document.querySelector<HTMLElement>(`main h1.${SHELL_HEADING_CLASS}`);

/**
 * Every signed-in screen has one h1 (WCAG 1.3.1, 2.4.6): the screen's own, or else this one, read
 * by screen readers only, naming the screen as the app bar does (a list, a record, a form). After
 * a move to another screen, the focus goes to that heading (as a page load would start there)
 * when it was nowhere or on the sidebar's link, never away from what the person is using.
 */
export const ScreenHeading = () => {
  const title = useDocumentText(readScreenTitle, '');
  const ownHeading = useDocumentText(readOwnHeading, false);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The element that took the person here (a link of the sidebar or of the screen left behind).
    const from = document.activeElement;
    let tries = 0;
    let timer = 0;
    // The new screen may take a moment to load, and may bring its own h1 after the shell's: the
    // focus follows until the screen has settled, never away from what the person has moved to.
    const focus = () => {
      const active = document.activeElement;
      const movable = !active || active === document.body || active === from || !active.isConnected || active.closest('nav.club-menu') || active.classList.contains(SHELL_HEADING_CLASS);
      if (!movable) return;
      const heading = headingOf();
      if (heading && heading !== active) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      if (tries++ < 20) timer = window.setTimeout(focus, 100);
    };
    timer = window.setTimeout(focus, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  if (ownHeading || !title) return null;
  return (
    <h1 className={SHELL_HEADING_CLASS} tabIndex={-1} style={visuallyHidden}>
      {title}
    </h1>
  );
};
