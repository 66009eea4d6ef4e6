import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../i18n/useFormats';

/** What one import reads at most (api/src/imports: MAX_IMPORT_ROWS, MAX_IMPORT_BYTES). */
const MAX_ROWS = 20_000;
const MAX_MEGABYTES = 10;

/** The sheet's file: a real file input behind a button (keyboard and screen readers reach the button). */
export const FileChooser = ({ file, onFile, disabled }: { file: File | undefined; onFile: (file: File) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <div>
        <Button variant="contained" startIcon={<UploadFile />} disabled={disabled} onClick={() => input.current?.click()} aria-describedby="import-file-hint">
          {translate('app.imports.chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
        />
      </div>
      <Typography id="import-file-hint" variant="body2" color="text.secondary">
        {translate('app.imports.fileHint', { size: formats.number(MAX_MEGABYTES), max: formats.number(MAX_ROWS) })}
      </Typography>
      {file && <Typography sx={{ overflowWrap: 'anywhere' }}>{translate('app.imports.chosenFile', { name: file.name })}</Typography>}
    </Stack>
  );
};
