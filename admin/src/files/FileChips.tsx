import type { FileValue } from '@club/schema';
import CloseIcon from '@mui/icons-material/Close';
import { Chip, IconButton, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatFileSize } from './fileSize';

/** Files chosen and uploaded, not yet saved: each a chip with its size and a button that removes it. */
export const FileChips = ({ files, onRemove }: { files: readonly FileValue[]; onRemove: (id: string) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return files.map((file) => (
    <Stack key={file.id} direction="row" component="span" sx={{ alignItems: 'center', maxWidth: '100%' }}>
      <Chip
        sx={{ maxWidth: '100%' }}
        label={
          <>
            <bdi>{file.name}</bdi> · {formatFileSize(file.size, locale)}
          </>
        }
      />
      <IconButton size="small" aria-label={translate('app.files.remove', { name: file.name })} onClick={() => onRemove(file.id)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  ));
};
