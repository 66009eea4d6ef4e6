import { meetings } from '@club/schema/resources/meetings';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCanAccess, useGetList, useInput, useTranslate } from 'react-admin';
import { validatorsOf } from '../../../inputs/validatorsOf';
import { resourceNameFor } from '../../../resources/names';

const SETTINGS = resourceNameFor('executiveSettings');

/**
 * Where a meeting is held: any text, with the places of the executive settings (one a line,
 * SPEC §2 /Executive/configExecutive) offered as one types, for those who may read the settings.
 */
const MeetingLocationInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate: validatorsOf(meetings.fields.location, 'edit') });
  const { canAccess } = useCanAccess({ resource: SETTINGS, action: 'list' });
  const { data } = useGetList(SETTINGS, { pagination: { page: 1, perPage: 1 } }, { enabled: Boolean(canAccess) });
  const places = String(data?.[0]?.meetingPlaces ?? '')
    .split('\n')
    .map((place) => place.trim())
    .filter(Boolean);
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      options={places}
      value={(field.value as string | null) ?? ''}
      inputValue={(field.value as string | null) ?? ''}
      onInputChange={(_event, value) => field.onChange(value)}
      sx={{ width: '100%', maxWidth: 600 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={translate(`resources.meetings.fields.${source}`)}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
        />
      )}
    />
  );
};

export default MeetingLocationInput;
