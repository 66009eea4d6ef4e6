import type { VisibleEntry } from './useVisibleEntries';
import { PageMenuItem } from './PageMenuItem';
import { ResourceMenuLink } from './ResourceMenuLink';
import { ScreenMenuItem } from './ScreenMenuItem';

/** One sidebar entry drawn as its kind draws it: a resource's list, a custom screen, a screen of tabs. */
export const MenuEntryLink = ({ entry, allowed, current }: VisibleEntry & { current: boolean }) =>
  entry.kind === 'resource' ? (
    <ResourceMenuLink name={entry.name} current={current} />
  ) : entry.kind === 'page' ? (
    <PageMenuItem name={entry.name} route={entry.route} current={current} />
  ) : (
    <ScreenMenuItem screen={entry.screen} resources={allowed} current={current} />
  );
