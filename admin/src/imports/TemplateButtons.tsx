import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { fetchBytes, saveBytes } from '../files/fileTransfer';

/** The headings to fill, as CSV or Excel, in the screen's language (GET /api/{resource}/import/template). */
export const TemplateButtons = ({ apiName }: { apiName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resourceName = translate(`resources.${apiName}.name`, { smart_count: 2 });
  const download = (format: 'csv' | 'xlsx') =>
    fetchBytes(`/api/${encodeURIComponent(apiName)}/import/template?format=${format}`).then(
      (bytes) => saveBytes(bytes, `${resourceName}.${format}`),
      () => notify('ra.notification.http_error', { type: 'error' }),
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography color="text.secondary">{translate('app.imports.template')}</Typography>
      <Button size="small" startIcon={<Download />} onClick={() => void download('xlsx')}>
        {translate('app.imports.templateXlsx')}
      </Button>
      <Button size="small" startIcon={<Download />} onClick={() => void download('csv')}>
        {translate('app.imports.templateCsv')}
      </Button>
    </Stack>
  );
};
