import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Upload } from './useFileUploads';

/** A progress bar for each file on its way to the server, named for screen readers. */
export const UploadProgress = ({ uploads }: { uploads: readonly Upload[] }) => {
  const translate = useTranslate();
  return uploads.map((upload) => (
    <Box key={upload.key} sx={{ mt: 1 }}>
      <Typography variant="caption" component="div" dir="auto">
        {translate('app.files.uploading', { name: upload.name })}
      </Typography>
      <LinearProgress variant="determinate" value={Math.round(upload.share * 100)} aria-label={translate('app.files.uploading', { name: upload.name })} />
    </Box>
  ));
};
