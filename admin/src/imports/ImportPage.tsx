import type { ImportReport } from '@club/schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { AccessDeniedInLayout } from '../pages/errors/inLayoutPages';
import { RouteLoading } from '../shell/RouteLoading';
import { Link } from 'react-router-dom';
import { mutationErrorMessage } from '../shell/mutationErrorMessage';
import { apiNameOf } from '../resources/names';
import { routeEntryOf } from '../resources/resourceRoutes';
import { ColumnsTable } from './ColumnsTable';
import { FileChooser } from './FileChooser';
import { ImportReportView } from './ImportReportView';
import { sendImport, type ImportChoice } from './importRequest';
import { TemplateButtons } from './TemplateButtons';

type Phase = 'idle' | 'checking' | 'importing';

/** The import screen, for whoever may both create and import the resource's records (others see the 403 page). */
export const ImportPage = () => {
  const apiName = apiNameOf(useResourceContext() ?? '');
  const create = useCanAccess({ resource: apiName, action: 'create' });
  const importing = useCanAccess({ resource: apiName, action: 'import' });
  if (create.isPending || importing.isPending) return <RouteLoading />;
  return create.canAccess && importing.canAccess ? <ImportScreen /> : <AccessDeniedInLayout />;
};

/**
 * {route}/import: a sheet checked, its columns shown and chosen, then imported, all rows or none.
 * Every check runs the rows through the server's rules and undoes them; the import button opens only
 * for the columns and key of a check that found no problem.
 */
const ImportScreen = () => {
  const resource = useResourceContext() ?? '';
  const apiName = apiNameOf(resource);
  const route = routeEntryOf(resource)?.route ?? `/${resource}`;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, values?: Record<string, unknown>) => translate(`app.imports.${key}`, values);
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const [choice, setChoice] = useState<Required<ImportChoice>>();
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [failure, setFailure] = useState<string>();
  const [imported, setImported] = useState<number>();
  const title = t('title', { resource: translate(`resources.${apiName}.name`, { smart_count: 2 }) });

  const run = async (chosenFile: File, sent: ImportChoice, dryRun: boolean) => {
    setPhase(dryRun ? 'checking' : 'importing');
    setFailure(undefined);
    setProgress(undefined);
    try {
      const outcome = await sendImport(apiName, chosenFile, sent, dryRun, (done, total) => setProgress({ done, total }));
      if (!outcome.report) return setFailure(outcome.message ?? t('failed'));
      setReport(outcome.report);
      setChoice({ columns: outcome.report.columns.map((column) => column.field ?? ''), key: outcome.report.key ?? '' });
      setChecked(outcome.report.errors.length === 0);
      if (outcome.report.committed) {
        setImported(outcome.report.created + outcome.report.updated);
        notify('app.imports.done', { type: 'success', messageArgs: { smart_count: outcome.report.created + outcome.report.updated } });
        await queryClient.invalidateQueries({ queryKey: [resource] });
      }
    } catch (error) {
      const message = mutationErrorMessage(error);
      setFailure(translate(message, { _: message }));
    } finally {
      setPhase('idle');
    }
  };

  const choose = (next: Required<ImportChoice>) => {
    setChoice(next);
    setChecked(false);
  };
  const busy = phase !== 'idle';

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {imported !== undefined ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">{t('done', { smart_count: imported })}</Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" component={Link} to={route}>
              {t('backToList')}
            </Button>
            <Button onClick={() => { setImported(undefined); setReport(undefined); setFile(undefined); setChoice(undefined); }}>{t('another')}</Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <TemplateButtons apiName={apiName} />
          </Box>
          <FileChooser
            file={file}
            disabled={busy}
            onFile={(chosen) => {
              setFile(chosen);
              setReport(undefined);
              setChoice(undefined);
              void run(chosen, {}, true);
            }}
          />
          {report && choice && (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('mapping')}
              </Typography>
              <ColumnsTable apiName={apiName} columns={report.columns} fields={report.importable} chosen={choice.columns} disabled={busy} onChoose={(index, field) => choose({ ...choice, columns: choice.columns.map((current, at) => (at === index ? field : current)) })} />
              {report.keys.length > 0 && (
                <TextField select size="small" sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} label={t('matchBy')} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} value={choice.key} disabled={busy} onChange={(event) => choose({ ...choice, key: event.target.value })}>
                  <MenuItem value="">{t('onlyNew')}</MenuItem>
                  {report.keys.map((field) => (
                    <MenuItem key={field} value={field}>
                      {translate(`resources.${apiName}.fields.${field}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
                <Button variant={checked ? 'outlined' : 'contained'} disabled={busy || !file} onClick={() => file && void run(file, choice, true)}>
                  {phase === 'checking' ? t('checking') : t('check')}
                </Button>
                <Button variant="contained" disabled={busy || !checked || !file} onClick={() => file && void run(file, choice, false)}>
                  {phase === 'importing' ? t('running') : t('run')}
                </Button>
              </Stack>
            </>
          )}
          {busy && (
            <Box sx={{ mb: 2 }} role="status" aria-live="polite">
              <LinearProgress variant={progress ? 'determinate' : 'indeterminate'} value={progress ? (100 * progress.done) / Math.max(1, progress.total) : undefined} aria-label={phase === 'checking' ? t('checking') : t('running')} />
              {progress && <Typography variant="body2">{t('progress', { done: progress.done, total: progress.total })}</Typography>}
            </Box>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {report && !busy && <ImportReportView report={report} />}
        </>
      )}
    </Box>
  );
};
