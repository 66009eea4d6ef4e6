import { registry } from '@club/schema/browser';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useShownValue } from '../../../history/useShownValue';
import { fieldLabelKey } from '../../../i18n/keys';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The deleted record's fields as its own page showed them: each label and value, empty ones left out. */
const DeletedFields = ({ source }: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  const resource = String(entry?.resource ?? '');
  const shown = useShownValue(resource);
  const declared = registry.get(resource);
  const record = (entry?.[source] ?? {}) as Record<string, unknown>;
  if (!declared) return null;
  const names = Object.keys(declared.fields).filter((name) => !isEmpty(record[name]));
  return (
    <Box component="dl" className="deleted-record-fields" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {names.map((name) => (
        <Fragment key={name}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {translate(fieldLabelKey(resource, name), { _: name })}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, typography: 'body2', overflowWrap: 'anywhere' }}>
            <bdi>{shown(name, record[name])}</bdi>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
};

export default DeletedFields;
