import type { Validator } from 'react-admin';

/**
 * While a JSON input is edited the form holds its text, so typing is never re-formatted;
 * the parsed value replaces it on save. A plain marker object survives the form's cloning.
 */
export interface JsonText {
  jsonText: string;
}

export const isJsonText = (value: unknown): value is JsonText =>
  typeof value === 'object' && value !== null && 'jsonText' in value && Object.keys(value).length === 1;

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

export const formatJson = (value: unknown): string =>
  value === undefined || value === null ? '' : isJsonText(value) ? value.jsonText : JSON.stringify(value, null, 2);

export const parseJsonText = (text: string): JsonText | null => (text.trim() === '' ? null : { jsonText: text });

export const validJson: Validator = (value: unknown) =>
  isJsonText(value) && !parseJson(value.jsonText).ok
    ? { message: 'app.errors.invalidJson', args: { _: 'Invalid JSON' } }
    : undefined;

/** Replaces every edited JSON text of a record by its parsed value (a form's transform). */
export const unwrapJsonTexts = <T extends Record<string, unknown>>(data: T): T =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (!isJsonText(value)) return [key, value];
      const parsed = parseJson(value.jsonText);
      return [key, parsed.ok ? parsed.value : value];
    }),
  ) as T;
