import PrintIcon from '@mui/icons-material/Print';
import { Button, useTranslate } from 'react-admin';

/** Prints the record's page (a printable resource's): the layout's print styles leave the record alone on paper. */
export const PrintButton = () => {
  const translate = useTranslate();
  return (
    <Button label={translate('app.print')} onClick={() => window.print()}>
      <PrintIcon />
    </Button>
  );
};
