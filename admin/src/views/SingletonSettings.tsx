import Alert from '@mui/material/Alert';
import { Edit, SaveButton, Toolbar, useGetList, useGetResourceLabel, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { WHOLE_RECORD } from '../data/wholeRecord';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { RouteLoading } from '../shell/RouteLoading';
import { mutationErrorMessage } from '../shell/mutationErrorMessage';
import { statusOf } from '../shell/httpStatus';
import { GenericForm } from './GenericForm';
import { StaleRecordBanner } from '../live/StaleRecordBanner';
import { apiNameOf } from '../resources/names';

/** No status at all: the request never reached the server. */
const unreachable = (error: unknown) => statusOf(error) === undefined;

/**
 * A one-row settings resource (SPEC §2 /Visits/configInvitation): its route opens the row's form
 * at once, saving stays here; SPEC §8's texts say how loading and saving went.
 */
export const SingletonSettings = () => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const resourceLabel = useGetResourceLabel();
  const { data, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  if (isPending) return <RouteLoading />;
  const row = data?.[0];
  if (error || !row) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(error && unreachable(error) ? 'app.settingsForm.connectionError' : 'app.settingsForm.loadFailed')}
      </Alert>
    );
  }
  const onError = (failure: unknown) => {
    const reason = unreachable(failure) ? 'app.settingsForm.connectionError' : mutationErrorMessage(failure);
    notify(`${translate('app.settingsForm.updateFailed')}: ${translate(reason, { _: reason })}`, { type: 'error' });
  };
  return (
    <Edit
      id={row.id}
      // The screen's name, not the row's: there is only one.
      title={resourceLabel(resource, 2)}
      redirect={false}
      mutationMode="pessimistic"
      transform={unwrapJsonTexts}
      queryOptions={{ meta: WHOLE_RECORD }}
      mutationOptions={{ meta: WHOLE_RECORD, onSuccess: () => notify('app.settingsForm.saved', { type: 'success' }), onError }}
    >
      {/* Someone else's save does not reload the form under the person typing: it warns (and a save is refused as stale). */}
      <StaleRecordBanner apiName={apiNameOf(resource)} />
      <GenericForm
        mode="edit"
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      />
    </Edit>
  );
};
