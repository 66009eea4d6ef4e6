import type { FileField } from '@club/schema';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormLabel, Stack, Typography } from '@mui/material';
import { useId, useRef, type ChangeEvent } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { visuallyHidden } from '../views/visuallyHidden';
import { FileChips } from './FileChips';
import { uploadFile } from './fileTransfer';
import { acceptOf, filesIn } from './fileValues';
import { UploadProgress } from './UploadProgress';
import { useFileUploads } from './useFileUploads';

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
  const many = field.kind === 'files';
  const { field: input, fieldState, isRequired } = useInput({ source, validate, defaultValue: many ? [] : null });
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { uploads, problem, announcement, limits, upload } = useFileUploads(field, (file, onProgress) => uploadFile(apiName, source, file, onProgress));
  const files = filesIn(input.value);
  const label = translate(fieldLabelKey(apiName, source));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, many ? undefined : 1);
    event.target.value = '';
    const done = await upload(chosen);
    if (done.length === 0) return;
    input.onChange(many ? [...filesIn(input.value), ...done] : done[0]);
    input.onBlur();
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
        <FileChips files={files} onRemove={remove} />
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
      <UploadProgress uploads={uploads} />
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
        {limits}
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
