import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { savedViewsText, SAVED_VIEWS } from '../../../savedViews/texts';
import type { ViewState } from '../../../savedViews/viewState';

/**
 * What a view shows, in words (never its JSON): how many filters, the field it is sorted by, how
 * many columns and rows per page.
 */
export const ViewSummary = ({ resource, state }: { resource: string | undefined; state: ViewState | null | undefined }) => {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => savedViewsText(translate, key, values);
  const filters = Object.keys(state?.filter ?? {}).length;
  const field = state?.sort?.field;
  const parts = [
    filters > 0 ? t('filters', { smart_count: filters }) : t('noFilters'),
    ...(field ? [t('sortedBy', { field: translate(`resources.${resource ?? SAVED_VIEWS}.fields.${field}`, { _: field }) })] : []),
    ...(state?.columns ? [t('columnCount', { smart_count: state.columns.length })] : []),
    ...(state?.perPage ? [t('perPage', { smart_count: state.perPage })] : []),
  ];
  return <Typography variant="body2">{parts.join(t('separator'))}</Typography>;
};
