import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement, memo } from 'react';
import { useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { SidebarLink } from './SidebarLink';
import { useListPath } from './useListPath';

/**
 * A resource's sidebar entry: its plural name and icon, leading to its list (access is checked by
 * its group, and whether it is current too: a move to another page redraws only the entries whose
 * `current` changed, not the whole sidebar).
 */
export const ResourceMenuLink = memo(({ name, current }: { name: string; current: boolean }) => {
  const definition = useResourceDefinitions()[name];
  const getResourceLabel = useGetResourceLabel();
  const listPath = useListPath();
  if (!definition) return null;
  return <SidebarLink to={listPath(name)} label={getResourceLabel(name, 2)} icon={createElement(definition.icon ?? DefaultIcon)} current={current} />;
});
ResourceMenuLink.displayName = 'ResourceMenuLink';
