import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement } from 'react';
import { useCreatePath, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SidebarLink } from './SidebarLink';

/** A resource's sidebar entry: its plural name and icon, leading to its list (access is checked by its group). */
export const ResourceMenuLink = ({ name }: { name: string }) => {
  const definition = useResourceDefinitions()[name];
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  if (!definition) return null;
  const to = createPath({ resource: name, type: 'list' });
  return <SidebarLink to={to} label={getResourceLabel(name, 2)} icon={createElement(definition.icon ?? DefaultIcon)} current={pathname === to || pathname.startsWith(`${to}/`)} />;
};
