import { registry } from '@club/schema/browser';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { RecordContextProvider, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fieldLabelKey } from '../../i18n/keys';
import { adminKindOf } from '../../kinds/adminKinds';
import { localeOf, readDirection } from '../../preferences/direction';
import { resourceNameFor } from '../../resources/names';
import { ErrorPage } from '../errors/ErrorPage';
import { PageLanguageSwitcher } from '../signIn/PageLanguageSwitcher';
import { PublicActionButton } from './PublicActionButton';
import { PublicForm, publicFormTexts } from './PublicForm';
import { PublicQrCode } from './PublicQrCode';
import { shownHalfOf } from '../../resources/arabicHalf';
import { PublicRecordContext } from './PublicRecordContext';

type Loaded = { state: 'loading' } | { state: 'found'; record: RaRecord } | { state: 'missing' } | { state: 'throttled' } | { state: 'failed' };

/** The record from GET /api/public/{resource}/{id}: no token, the page's language. */
const usePublicRecord = (apiName: string, id: string | undefined): [Loaded, (record: RaRecord) => void] => {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    fetch(`/api/public/${encodeURIComponent(apiName)}/${encodeURIComponent(id ?? '')}`, { headers: { Accept: 'application/json', 'Accept-Language': localeOf(readDirection()) } })
      .then(async (response) => {
        if (!live) return;
        if (response.ok) setLoaded({ state: 'found', record: (await response.json()) as RaRecord });
        else setLoaded({ state: response.status === 404 ? 'missing' : response.status === 429 ? 'throttled' : 'failed' });
      })
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [apiName, id]);
  return [loaded, (record) => setLoaded({ state: 'found', record })];
};

/**
 * A record's public page (a resource's `publicPage`, SPEC §2 /tasksView/{id}): anyone may open it
 * without signing in. Its heading names the record; each listed field shows as the show page
 * shows it (enum labels, dates in the reader's calendar), in the page's language and direction.
 */
export const PublicRecordPage = ({ apiName, formKey }: { apiName: string; formKey?: string }) => {
  const { id, ...params } = useParams();
  const translate = useTranslate();
  const [loaded, replaceRecord] = usePublicRecord(apiName, id);
  const definition = registry.get(apiName)!;
  const page = definition.publicPage;
  // The page's own form, or the other form this address is for (an opportunity's attendance).
  const form = formKey ? page?.forms?.[formKey] : page?.form;
  const fields = page?.fields ?? [];
  const record = loaded.state === 'found' ? loaded.record : undefined;
  // In Arabic, a field's Arabic twin names the record where it has one (a survey's titleAr).
  const arabic = localeOf(readDirection()) === 'ar';
  const heading = record
    ? [definition.recordRepresentation].flat().map((name) => record[shownHalfOf(record, name, arabic)]).filter(Boolean).join(' ') || translate(`resources.${apiName}.name`, { smart_count: 1 })
    : translate(`resources.${apiName}.name`, { smart_count: 1 });
  // A page with a form may word its failures itself (SPEC §8: "Form not found", "Failed to load form").
  const ownText = (key: 'notFound' | 'loadFailed') => (form ? translate(`${publicFormTexts(apiName, formKey)}.${key}`, { _: '' }) || undefined : undefined);
  if (loaded.state === 'missing') return <ErrorPage status={404} title={ownText('notFound')} />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', px: 2, py: { xs: 8, sm: 10 } }}>
      <PageLanguageSwitcher />
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, sm: 4 } }}>
        <Typography component="p" variant="overline" color="text.secondary">
          {translate(`resources.${apiName}.name`, { smart_count: 1 })}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 3 }} dir="auto">
          {heading}
        </Typography>
        {loaded.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {(loaded.state === 'throttled' || loaded.state === 'failed') && (
          <Typography role="alert" color="error">
            {loaded.state === 'throttled' ? translate('app.publicPage.throttled') : (ownText('loadFailed') ?? translate('app.publicPage.failed'))}
          </Typography>
        )}
        {record && (
          <ResourceContextProvider value={resourceNameFor(apiName)}>
            <RecordContextProvider value={record}>
              <Stack component="dl" spacing={2} sx={{ m: 0 }}>
                {fields.map((name) => {
                  const field = definition.fields[name]!;
                  return (
                    <Box key={name} className={`public-field-${name}`}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {translate(fieldLabelKey(apiName, name))}
                      </Typography>
                      {record[name] === null || record[name] === undefined ? (
                        <Typography component="dd" variant="body1" sx={{ m: 0 }} color="text.secondary">
                          —
                        </Typography>
                      ) : (
                        // The value runs in its own direction (an Arabic name, a time), aligned with the page.
                        <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                          <Box component="span" dir="auto">
                            {adminKindOf(field.kind).field({ source: name, field, apiName, sortable: false })}
                          </Box>
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </RecordContextProvider>
          </ResourceContextProvider>
        )}
        {record && page?.qrCode && typeof record[page.qrCode] === 'string' && <PublicQrCode value={record[page.qrCode] as string} label={translate(fieldLabelKey(apiName, page.qrCode))} />}
        {record &&
          !formKey &&
          Object.entries(page?.actions ?? {})
            .filter(([, action]) => Object.entries(action.when ?? {}).every(([field, values]) => values?.includes(record[field] as string)))
            .map(([name]) => <PublicActionButton key={name} apiName={apiName} name={name} record={record} onDone={replaceRecord} />)}
        {record && form && (
          <PublicRecordContext.Provider value={record}>
            <PublicForm apiName={apiName} record={record} form={form} formKey={formKey} pathValues={params} />
          </PublicRecordContext.Provider>
        )}
      </Paper>
    </Box>
  );
};
