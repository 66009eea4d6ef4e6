import type { FileValue } from '@club/schema';
import { Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatFileSize } from './fileSize';
import { downloadFile, fetchFile } from './fileTransfer';
import { filesIn } from './fileValues';

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

/** A file field's files: each a download link with its size, images with a preview. */
export const FileField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const files = filesIn(record?.[source]);
  if (files.length === 0) return null;
  return (
    <Stack spacing={0.5} component="span" sx={{ display: 'inline-flex' }}>
      {files.map((file) => (
        <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
          {file.type.startsWith('image/') && <Thumbnail file={file} />}
          <Link
            component="button"
            type="button"
            dir="auto"
            aria-label={translate('app.files.download', { name: file.name })}
            onClick={(event) => {
              // In a list row: download, do not open the record.
              event.stopPropagation();
              downloadFile(file).catch(() => notify('app.files.downloadFailed', { type: 'error' }));
            }}
          >
            {file.name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="span">
            {formatFileSize(file.size, locale)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};
