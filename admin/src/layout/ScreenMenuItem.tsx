import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { screenKey } from '../i18n/keys';
import { RESOURCE_ICONS } from '../resources/icons';
import { menuIconOf } from '../resources/names';
import { SidebarLink } from './SidebarLink';
import { useListPath } from './useListPath';

/** A screen of several resources (tabs): one entry, opening the first tab the user may see; current on any of them. */
export const ScreenMenuItem = memo(({ screen, resources, current }: { screen: string; resources: string[]; current: boolean }) => {
  const translate = useTranslate();
  const listPath = useListPath();
  const first = resources[0]!;
  const icon = menuIconOf(first);
  const Icon = icon ? RESOURCE_ICONS[icon] : undefined;
  return <SidebarLink to={listPath(first)} label={translate(screenKey(screen), { _: screen })} icon={Icon ? <Icon /> : undefined} current={current} />;
});
ScreenMenuItem.displayName = 'ScreenMenuItem';
