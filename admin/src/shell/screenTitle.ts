/** The class of the shell's own h1 (see layout/ScreenHeading): a screen's own h1 is any other. */
export const SHELL_HEADING_CLASS = 'shell-screen-heading';

/** The screen's name: the app bar's title in the signed-in layout, else the page's first h1 (sign-in, public pages). */
export const readScreenTitle = (): string => {
  const fromBar = document.getElementById('react-admin-title')?.textContent?.trim();
  if (fromBar) return fromBar;
  return document.querySelector('h1')?.textContent?.trim() ?? '';
};
