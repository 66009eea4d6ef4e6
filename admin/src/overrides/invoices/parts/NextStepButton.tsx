import Button from '@mui/material/Button';
import { useCreatePath, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * Opens a resource's create form filled from the invoice, as a button in the page's flow on every
 * screen (react-admin's CreateButton turns into a floating button on a phone, over the document).
 */
export const NextStepButton = ({ resource, label, record, variant }: { resource: string; label: string; record: Partial<RaRecord>; variant: 'contained' | 'outlined' }) => {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} state={{ record }} variant={variant} size="small">
      {label}
    </Button>
  );
};
