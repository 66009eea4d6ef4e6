import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SAVED_VIEWS } from '../../../savedViews/texts';
import type { ViewState } from '../../../savedViews/viewState';
import { ViewSummary } from '../parts/ViewSummary';

/**
 * A view's filters, sort and columns are set on its list (the toolbar saves them): the form says
 * what they are in words and keeps them as they are.
 */
const StateInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const resource = useWatch({ name: 'resource' }) as string | undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${SAVED_VIEWS}.fields.${source}`)}
      </Typography>
      <ViewSummary resource={resource} state={field.value as ViewState | null} />
    </Box>
  );
};

export default StateInput;
