import { Menu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { screenTitleKey } from '../i18n/keys';
import { RESOURCE_ICONS } from '../resources/icons';
import { SCREEN_MANIFEST } from '../resources/manifest';

/** A custom screen's sidebar entry: its title and icon, selected while it is open. */
export const PageMenuItem = ({ name, route }: { name: string; route: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const icon = SCREEN_MANIFEST.find((screen) => screen.name === name)?.menu.icon;
  const Icon = icon ? RESOURCE_ICONS[icon] : undefined;
  return <Menu.Item to={route} primaryText={translate(screenTitleKey(name), { _: name })} leftIcon={Icon ? <Icon /> : undefined} selected={pathname === route} />;
};
