import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { useShownValue } from '../../../history/useShownValue';
import { fieldLabelKey } from '../../../i18n/keys';

type Changes = Record<string, { old?: unknown; new?: unknown } | undefined>;

/** What the write changed, field by field from what to what, values as the record's pages show them (not the stored JSON). */
const WrittenChanges = ({ source }: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  const resource = String(entry?.resource ?? '');
  const shown = useShownValue(resource);
  const value: unknown = useFieldValue({ source });
  const changes = (value && typeof value === 'object' ? value : {}) as Changes;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {Object.entries(changes).map(([field, change]) => (
        <Fragment key={field}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {translate(fieldLabelKey(resource, field), { _: field })}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, typography: 'body2', overflowWrap: 'anywhere' }}>
            {entry?.action === 'update' ? (
              <>
                <bdi>{shown(field, change?.old)}</bdi> {translate('app.history.arrow')} <bdi>{shown(field, change?.new)}</bdi>
              </>
            ) : (
              <bdi>{shown(field, change?.new ?? change?.old)}</bdi>
            )}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
};

export default WrittenChanges;
