import DefaultIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createElement } from 'react';
import { useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { isPlainClick, useSidebarLinks } from '../layout/sidebarLinks';
import { resourceNameFor } from '../resources/names';
import { savedViewsText } from './texts';
import { useApplyView } from './useApplyView';
import { useSavedViews } from './useSavedViews';
import type { SavedView } from './viewState';

/**
 * The sidebar's "Saved views": the pinned views the user sees (their own, those shared with their
 * role), each a link to its list that opens with the view applied. A view of a list no longer in
 * the app is passed over.
 */
export const SavedViewsSection = () => {
  const translate = useTranslate();
  const { views } = useSavedViews({ pinned: true });
  const { open } = useSidebarLinks();
  const definitions = useResourceDefinitions();
  const shown = views.filter((view) => definitions[resourceNameFor(view.resource)]);
  if (shown.length === 0) return null;
  const label = savedViewsText(translate, 'sidebar');
  return (
    <li className="saved-views-section">
      {open ? (
        <Typography variant="overline" component="div" color="text.secondary" aria-hidden sx={{ display: 'block', lineHeight: 1.5, px: 2, pt: 1.5, pb: 0.5 }}>
          {label}
        </Typography>
      ) : (
        <Divider />
      )}
      <div role="group" aria-label={label}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((view) => (
            <SavedViewLink key={view.id} view={view} />
          ))}
        </Box>
      </div>
    </li>
  );
};

/** One pinned view: a real link to its list (a new tab opens the list as it is), a plain click opens it with the view applied. */
const SavedViewLink = ({ view }: { view: SavedView }) => {
  const { follow, open } = useSidebarLinks();
  const apply = useApplyView();
  const getResourceLabel = useGetResourceLabel();
  const name = resourceNameFor(view.resource);
  const icon = useResourceDefinitions()[name]?.icon ?? DefaultIcon;
  const label = `${view.name} (${getResourceLabel(name, 2)})`;
  const link = (
    <a
      href={`/${name}`}
      className="club-menu-link"
      aria-label={open ? undefined : label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // The declarations load with the lists: asked for at the click, not with the sidebar.
        void import('./viewLocation').then(({ viewLocation }) => {
          const location = viewLocation(view);
          if (location) apply(view, location, follow);
        });
      }}
    >
      <span className="club-menu-icon">{createElement(icon)}</span>
      <span className="club-menu-label">{label}</span>
    </a>
  );
  return (
    <li>
      {open ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </li>
  );
};
