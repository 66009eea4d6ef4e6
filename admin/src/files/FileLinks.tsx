import type { FileValue } from '@club/schema';
import { Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatFileSize } from './fileSize';
import { downloadFile, fetchFile } from './fileTransfer';

/** A small preview of an image file, fetched with the session's token (an <img src> could not send it). */
const Thumbnail = ({ file }: { file: FileValue }) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    fetchFile(file.id)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id]);
  return url ? <img src={url} alt={file.name} style={{ height: 64, width: 64, objectFit: 'cover', borderRadius: 4 }} /> : null;
};

/** Files as download links with their sizes, images with a preview (a file field's value, a comment's attachments). */
export const FileLinks = ({ files, label }: { files: readonly FileValue[]; label?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  if (files.length === 0) return null;
  return (
    <Stack spacing={0.5} component="span" sx={{ display: 'inline-flex', maxWidth: '100%' }} role={label ? 'group' : undefined} aria-label={label}>
      {files.map((file) => (
        <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} component="span">
          {file.type.startsWith('image/') && <Thumbnail file={file} />}
          <Link
            component="button"
            type="button"
            dir="auto"
            aria-label={translate('app.files.download', { name: file.name })}
            sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}
            onClick={(event) => {
              // In a list row: download, do not open the record.
              event.stopPropagation();
              downloadFile(file).catch(() => notify('app.files.downloadFailed', { type: 'error' }));
            }}
          >
            {file.name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(file.size, locale)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};
