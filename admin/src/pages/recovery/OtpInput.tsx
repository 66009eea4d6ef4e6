import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export const OTP_LENGTH = 6;

export interface OtpInputProps {
  /** The digits typed so far ('' for an empty box), OTP_LENGTH of them. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  error?: string;
  label: string;
}

const digitsIn = (text: string) => text.replace(/\D/g, '').split('');

/**
 * Six single-digit boxes. A code reads left to right in every language, so the row is LTR even
 * on an Arabic page. Typing moves on, Backspace goes back, arrows move, and a pasted (or
 * autofilled) code fills the boxes from the one it lands in.
 */
export const OtpInput = ({ digits, onChange, error, label }: OtpInputProps) => {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (start: number, typed: string[]) => {
    const next = [...digits];
    typed.slice(0, OTP_LENGTH - start).forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + typed.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, digitsIn(event.clipboardData.getData('text')));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <Box role="group" aria-label={label} className="otp-input">
      <Box dir="ltr" sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <InputBase
            key={index}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            value={digits[index] ?? ''}
            onChange={(event) => {
              const typed = digitsIn(event.target.value);
              if (typed.length === 0) {
                const next = [...digits];
                next[index] = '';
                onChange(next);
              } else {
                // One new digit replaces the box's; several (autofill) spread over the next boxes.
                fill(index, typed.length > 1 && digits[index] ? typed.slice(1) : typed);
              }
            }}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.target.select()}
            error={Boolean(error)}
            inputProps={{
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': translate('app.recovery.otp.digit', { position: index + 1 }),
              name: `digit${index + 1}`,
              dir: 'ltr',
            }}
            sx={(theme) => ({
              width: 48,
              height: 56,
              border: `1px solid ${error ? theme.palette.error.main : theme.palette.divider}`,
              borderRadius: 2,
              fontSize: 24,
              fontVariantNumeric: 'tabular-nums',
              '&.Mui-focused': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
              '& input': { textAlign: 'center', p: 0 },
            })}
          />
        ))}
      </Box>
      {error ? (
        <FormHelperText error sx={{ textAlign: 'center' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
