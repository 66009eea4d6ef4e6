import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { RecordContextProvider, useCreatePath, useGetRecordRepresentation, useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fieldLabelKey } from '../i18n/keys';
import type { SchemaResource } from '../resources/useSchemaResource';
import { NoResults } from './NoResults';
import { renderColumn } from './renderColumn';
import { hasArabicHalf } from './bilingualColumns';
import { BilingualTextField } from '../fields/BilingualTextField';

/** How many facts a card shows under its name. */
const FACTS = 2;

/** The field a card's chip shows: the workflow's state, or a `status` among the columns. */
const statusOf = ({ definition }: SchemaResource, columns: readonly string[]) =>
  definition.workflow?.field ?? columns.find((name) => name === 'status' && definition.fields[name]?.kind === 'enum');

/** The facts under a card's name: the declared ones, or the first columns other than its name and status. */
export const cardFactsOf = (schema: SchemaResource, columns: readonly string[], primary: string | undefined) => {
  const status = statusOf(schema, columns);
  return schema.definition.list.card?.facts ?? columns.filter((name) => name !== primary && name !== status).slice(0, FACTS);
};

/**
 * A list on a phone: a card per record (its name as a link to it, its status chip, two facts with
 * their labels) instead of a table of ten columns of which four fit. The same list context, so the
 * filters, the search and the pages above and below stay as they are.
 */
export const RecordCards = ({ schema, columns, primary }: { schema: SchemaResource; columns: readonly string[]; primary: string | undefined }) => {
  const { data, isPending } = useListContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const represent = useGetRecordRepresentation(resource);
  if (isPending) return null;
  if (!data || data.length === 0) return <NoResults />;
  const status = statusOf(schema, columns);
  const facts = cardFactsOf(schema, columns, primary);
  const pathOf = (record: RaRecord) => createPath({ resource, id: record.id, type: 'show' });
  return (
    <Box component="ul" className="record-cards" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Paper
            component="li"
            variant="outlined"
            className="record-card"
            // The card opens the record for a finger anywhere on it; the name is the link for the keyboard.
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest('a')) navigate(pathOf(record));
            }}
            sx={{ p: 1.5, cursor: 'pointer', minWidth: 0 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
              <Link component={RouterLink} to={pathOf(record)} className="record-link" underline="hover" color="inherit" sx={{ typography: 'subtitle2', minWidth: 0, overflowWrap: 'anywhere' }}>
                <bdi>{String(represent(record))}</bdi>
              </Link>
              {status && <Box sx={{ flexShrink: 0 }}>{renderColumn(status, schema, false)}</Box>}
            </Stack>
            {facts.length > 0 && (
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, typography: 'body2', minWidth: 0 }}>
                {facts.map((name) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {translate(fieldLabelKey(schema.apiName, name), { _: name })}
                    </Box>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {hasArabicHalf(schema, name) ? <BilingualTextField source={name} /> : renderColumn(name, schema, false)}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        </RecordContextProvider>
      ))}
    </Box>
  );
};
