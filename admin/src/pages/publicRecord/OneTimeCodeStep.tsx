import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, required, SaveButton, TextInput, useTranslate } from 'react-admin';

/**
 * The second step of a public form sent with a one-time code (a volunteer's check-in): the
 * server's answer to the request for a code (the same whoever the details name), the code's input
 * (digits, left to right, offered by the phone's keyboard from the message), the button that sends
 * the form, and ways to ask for a new code or change the details.
 */
export const OneTimeCodeStep = ({
  message,
  submitLabel,
  onSubmit,
  onAskAgain,
  onChangeDetails,
}: {
  message: string;
  submitLabel: string;
  /** Sends the form with the code; answers the errors to show on the code's input. */
  onSubmit: (code: string) => Promise<Record<string, string> | undefined>;
  onAskAgain: () => Promise<void>;
  onChangeDetails: () => void;
}) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const askAgain = async () => {
    setAsking(true);
    try {
      await onAskAgain();
    } finally {
      setAsking(false);
    }
  };
  return (
    <Box>
      {message && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      <Form onSubmit={(values: Record<string, unknown>) => onSubmit(String(values.code ?? '').trim())} className="public-code-form">
        <TextInput
          source="code"
          label={translate('app.publicPage.oneTimeCode.code')}
          helperText={translate('app.publicPage.oneTimeCode.codeHelp')}
          validate={required()}
          autoFocus
          // Digits read left to right in Arabic too; the phone offers the texted code.
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, dir: 'ltr' } }}
        />
        <SaveButton label={submitLabel} alwaysEnable />
      </Form>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="text" onClick={() => void askAgain()} disabled={asking} aria-busy={asking} className="public-code-again">
          {translate('app.publicPage.oneTimeCode.askAgain')}
        </Button>
        <Button variant="text" onClick={onChangeDetails} className="public-code-change">
          {translate('app.publicPage.oneTimeCode.changeDetails')}
        </Button>
      </Stack>
    </Box>
  );
};
