import { maxSizeOf, type FileField, type FileValue } from '@club/schema';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Chip, FormControl, FormLabel, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { InputHelperText, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { formatFileSize } from './fileSize';
import { uploadFile } from './fileTransfer';
import { acceptOf, browserProblem, filesIn } from './fileValues';
import { typeNames } from './typeNames';
import { visuallyHidden } from '../views/visuallyHidden';

interface Upload {
  key: string;
  name: string;
  share: number;
}

export interface FileInputProps {
  source: string;
  apiName: string;
  field: FileField;
  validate: Validator[];
}

/**
 * A file field's input: the files it holds (each removable), a button that opens the file picker,
 * and a progress bar per file while it uploads. Uploads go to POST /api/files as soon as they are
 * chosen; the form's value is the stored `{ id, name, type, size }`, saved with the record.
 */
export const FileInput = ({ source, apiName, field, validate }: FileInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const many = field.kind === 'files';
  const { field: input, fieldState, isRequired } = useInput({ source, validate, defaultValue: many ? [] : null });
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const files = filesIn(input.value);
  const label = translate(fieldLabelKey(apiName, source));
  const limit = formatFileSize(maxSizeOf(field), locale);
  const types = field.types ? typeNames(field.types, translate) : translate('app.files.anyType');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, many ? undefined : 1);
    event.target.value = '';
    setProblem(undefined);
    const accepted: File[] = [];
    for (const file of chosen) {
      const refused = browserProblem(field, file);
      if (refused) setProblem(translate(`app.files.${refused}`, { name: file.name, limit, types }));
      else accepted.push(file);
    }
    const uploaded = await Promise.all(
      accepted.map(async (file, index): Promise<FileValue | undefined> => {
        const key = `${Date.now()}-${index}`;
        setUploads((current) => [...current, { key, name: file.name, share: 0 }]);
        try {
          return await uploadFile(apiName, source, file, (share) => setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, share } : upload))));
        } catch (error) {
          setProblem(translate('app.files.uploadFailed', { reason: (error as Error).message }));
          return undefined;
        } finally {
          setUploads((current) => current.filter((upload) => upload.key !== key));
        }
      }),
    );
    const done = uploaded.filter((file): file is FileValue => file !== undefined);
    if (done.length === 0) return;
    input.onChange(many ? [...filesIn(input.value), ...done] : done[0]);
    input.onBlur();
    setAnnouncement(done.map((file) => translate('app.files.uploaded', { name: file.name })).join('. '));
  };

  const remove = (id: string) => {
    input.onChange(many ? files.filter((file) => file.id !== id) : null);
    input.onBlur();
  };

  return (
    <FormControl error={Boolean(fieldState.error) || Boolean(problem)} margin="dense" className={`ra-input ra-input-${source}`} sx={{ display: 'flex', maxWidth: 480 }}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
        {isRequired ? ' *' : ''}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-labelledby={labelId}>
        {files.map((file) => (
          <Stack key={file.id} direction="row" component="span" sx={{ alignItems: 'center' }}>
            <Chip
              label={
                <>
                  <bdi>{file.name}</bdi> · {formatFileSize(file.size, locale)}
                </>
              }
            />
            <IconButton size="small" aria-label={translate('app.files.remove', { name: file.name })} onClick={() => remove(file.id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {(many || files.length === 0) && (
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} disabled={!many && uploads.length > 0}>
            {translate(many ? 'app.files.chooseMany' : 'app.files.choose')}
          </Button>
        )}
        {!many && files.length > 0 && (
          <Button variant="text" size="small" onClick={() => picker.current?.click()}>
            {translate('app.files.choose')}
          </Button>
        )}
      </Stack>
      <input ref={picker} type="file" name={source} accept={acceptOf(field)} multiple={many} onChange={(event) => void choose(event)} hidden tabIndex={-1} aria-hidden="true" />
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ mt: 1 }}>
          <Typography variant="caption" component="div" dir="auto">
            {translate('app.files.uploading', { name: upload.name })}
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(upload.share * 100)} aria-label={translate('app.files.uploading', { name: upload.name })} />
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.files.limits', { size: limit, types })}
      </Typography>
      {problem && (
        <Typography variant="caption" color="error" role="alert">
          {problem}
        </Typography>
      )}
      <Typography variant="caption" color="error" component="div">
        <InputHelperText error={fieldState.error?.message} />
      </Typography>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
};

