import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** SPEC §8: the empty state of a list whose filters match nothing. */
export const NoResults = () => {
  const translate = useTranslate();
  return (
    // Announced like the pagination's range it replaces when a filter or a search leaves nothing.
    <Typography variant="body2" sx={{ p: 2 }} role="status" className="list-no-results">
      {translate('app.noResults', { _: 'No results.' })}
    </Typography>
  );
};
