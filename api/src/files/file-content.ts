import { fileTypeFromBuffer } from 'file-type';

/** Types recognised by their text rather than by magic bytes: the name's extension picks among them. */
const TEXT_TYPES: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };

const isUtf8Text = (bytes: Buffer): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * A file's media type as its content shows it (a PNG's signature, a PDF's header), never as its
 * name claims: a script renamed photo.png is no image. Plain text has no signature, so text that
 * decodes as UTF-8 takes the type its extension names among the text types. Undefined: unknown.
 */
export const detectType = async (bytes: Buffer, name: string): Promise<string | undefined> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return isUtf8Text(bytes) ? (TEXT_TYPES[extension] ?? 'text/plain') : undefined;
};

/** A name safe to store and to send back in Content-Disposition: no folders, no control characters. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'file';
};
