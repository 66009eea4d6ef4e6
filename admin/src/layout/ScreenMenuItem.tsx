import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { screenKey } from '../i18n/keys';
import { RESOURCE_ICONS } from '../resources/icons';
import { menuIconOf } from '../resources/names';
import { SidebarLink } from './SidebarLink';

/** A screen of several resources (tabs): one entry, opening the first tab the user may see. */
export const ScreenMenuItem = ({ screen, resources }: { screen: string; resources: string[] }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const first = resources[0]!;
  const icon = menuIconOf(first);
  const Icon = icon ? RESOURCE_ICONS[icon] : undefined;
  const current = resources.some((name) => pathname === `/${name}` || pathname.startsWith(`/${name}/`));
  return <SidebarLink to={`/${first}`} label={translate(screenKey(screen), { _: screen })} icon={Icon ? <Icon /> : undefined} current={current} />;
};
