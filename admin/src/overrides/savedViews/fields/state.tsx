import { useRecordContext } from 'react-admin';
import type { ViewState } from '../../../savedViews/viewState';
import { ViewSummary } from '../parts/ViewSummary';

/** What the view shows, in words. */
const StateField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  return record ? <ViewSummary resource={record.resource as string | undefined} state={record[source] as ViewState | null} /> : null;
};

export default StateField;
