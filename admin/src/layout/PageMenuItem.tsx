import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { screenTitleKey } from '../i18n/keys';
import { RESOURCE_ICONS } from '../resources/icons';
import { SCREEN_MANIFEST } from '../resources/manifest';
import { SidebarLink } from './SidebarLink';

/** A custom screen's sidebar entry: its title and icon, current while it is open. */
export const PageMenuItem = memo(({ name, route, current }: { name: string; route: string; current: boolean }) => {
  const translate = useTranslate();
  const icon = SCREEN_MANIFEST.find((screen) => screen.name === name)?.menu.icon;
  const Icon = icon ? RESOURCE_ICONS[icon] : undefined;
  return <SidebarLink to={route} label={translate(screenTitleKey(name), { _: name })} icon={Icon ? <Icon /> : undefined} current={current} />;
});
PageMenuItem.displayName = 'PageMenuItem';
