import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCanAccessResources, useGetResourceLabel } from 'react-admin';
import { Link } from 'react-router-dom';
import { screenResources } from '../layout/menuSections';

/**
 * The tabs of a screen that several resources share (`menu.screen` in the schema, e.g. users and
 * roles on "Roles & Users"): one tab per resource the user may list, the current one selected.
 */
export const ScreenTabs = ({ screen, current }: { screen: string | undefined; current: string }) => {
  const resources = screenResources(screen);
  const label = useGetResourceLabel();
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const visible = resources.filter((name) => canAccess?.[name]);
  if (visible.length < 2) return null;
  return (
    <Tabs value={visible.includes(current) ? current : false} sx={{ mt: 1 }} aria-label={screen}>
      {visible.map((name) => (
        <Tab key={name} value={name} label={label(name, 2)} component={Link} to={`/${name}`} />
      ))}
    </Tabs>
  );
};
