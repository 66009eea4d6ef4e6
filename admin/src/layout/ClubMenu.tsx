import { Menu } from 'react-admin';
import { MENU_SECTIONS } from './menuSections';
import { MenuGroup } from './MenuGroup';

/** The sidebar, grouped by the schema's menu groups. */
export const ClubMenu = () => (
  <Menu>
    {MENU_SECTIONS.map((section) => (
      <MenuGroup key={section.group} {...section} />
    ))}
  </Menu>
);
