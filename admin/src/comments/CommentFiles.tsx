import { DEFAULT_MAX_FILES, type FileValue } from '@club/schema';
import { recordComments } from '@club/schema/resources/recordComments';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FileChips } from '../files/FileChips';
import { uploadFile } from '../files/fileTransfer';
import { acceptOf } from '../files/fileValues';
import { UploadProgress } from '../files/UploadProgress';
import { useFileUploads } from '../files/useFileUploads';
import { visuallyHidden } from '../views/visuallyHidden';

/** The comments' file field: what it takes, and how many. */
export const ATTACHMENTS_FIELD = recordComments.fields.attachments;
const MAX_FILES = ATTACHMENTS_FIELD.maxFiles ?? DEFAULT_MAX_FILES;

/** A comment's files on their way (and their progress), sent for the record the comment is on. */
export const useCommentUploads = (apiName: string, recordId: string) =>
  useFileUploads(ATTACHMENTS_FIELD, (file, onProgress) => uploadFile(recordComments.name, 'attachments', file, onProgress, { about: `${apiName}/${recordId}` }));

interface CommentFilesProps {
  uploading: ReturnType<typeof useCommentUploads>;
  files: readonly FileValue[];
  onChange: (files: FileValue[]) => void;
}

/**
 * The files a comment sends: each a removable chip, a button that opens the file picker, a
 * progress bar per file while it uploads, the field's limits and any refusal. Uploaded as soon as
 * they are chosen; the comment names them when it is sent.
 */
export const CommentFiles = ({ uploading, files, onChange }: CommentFilesProps) => {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const { uploads, problem, announcement, limits, upload } = uploading;
  const room = MAX_FILES - files.length - uploads.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    const done = await upload(chosen);
    if (done.length > 0) onChange([...files, ...done]);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label={translate('app.comments.toSend')}>
        <FileChips files={files} onRemove={(id) => onChange(files.filter((file) => file.id !== id))} />
        <Button variant="text" size="small" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()} disabled={room <= 0} title={limits}>
          {translate('app.comments.attach')}
        </Button>
      </Stack>
      <input ref={picker} type="file" accept={acceptOf(ATTACHMENTS_FIELD)} multiple onChange={(event) => void choose(event)} hidden tabIndex={-1} aria-hidden="true" />
      <UploadProgress uploads={uploads} />
      {problem && (
        <Typography variant="caption" color="error" role="alert" component="p">
          {problem}
        </Typography>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
