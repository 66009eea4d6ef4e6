import type { Validator } from 'react-admin';

// Left-to-right isolate, so a pattern keeps its order inside an Arabic message.
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The schema's pattern must match the whole value (as on the server). react-admin's own
 * `regex` passes the RegExp object as the message argument; this passes its source text.
 */
export const matchesPattern = (pattern: string): Validator => {
  const whole = new RegExp(`^(?:${pattern})$`, 'u');
  return (value: unknown) =>
    typeof value === 'string' && value !== '' && !whole.test(value)
      ? { message: 'ra.validation.regex', args: { pattern: ltr(pattern) } }
      : undefined;
};
