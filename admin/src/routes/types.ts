import type { ComponentType } from 'react';

/**
 * One custom route of the admin (everything that is not a resource's list/show/edit/create).
 * - `layout: 'app'`: inside the shell (sidebar, app bar), only for a signed-in user.
 * - `layout: 'bare'`: a page of its own (sign-in, error pages); `public` ones open without a token.
 * `load` imports the page on first use, so no page weighs on the entry chunk.
 */
export interface AppRoute {
  path: string;
  layout: 'app' | 'bare';
  /** Bare routes only: open without a stored access token (sign-in, error pages). */
  public?: boolean;
  /** App routes only: the message key of the page's name; titled pages are listed in the command palette. */
  title?: string;
  /** App routes only: the page key whose `show` permission opens it (a custom screen); others open to every signed-in user. */
  page?: string;
  load: () => Promise<{ default: ComponentType }>;
}
