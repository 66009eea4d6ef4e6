import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { formatJson, parseJsonText, validJson } from './jsonText';

export interface JsonInputProps extends Omit<TextInputProps, 'validate' | 'format' | 'parse'> {
  validate?: Validator[];
}

/** A JSON document as text; the form refuses it until it parses. */
export const JsonInput = ({ validate = [], ...props }: JsonInputProps) => (
  <TextInput
    {...props}
    multiline
    minRows={4}
    validate={[...validate, validJson]}
    format={formatJson}
    parse={parseJsonText}
    sx={{ '& textarea': { fontFamily: 'monospace' } }}
  />
);
