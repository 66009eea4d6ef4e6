import { fileTypeFromBuffer } from 'file-type';
import { withoutUnseenCharacters } from '../security/unseen-characters';

/**
 * How much of an upload its type is judged from before anything is stored: every signature the
 * detector knows, and the first entries of an Office or OpenDocument zip, fit well within it.
 */
export const SAMPLE_BYTES = 128 * 1024;

/** Types recognised by their text rather than by magic bytes: the name's extension picks among them. */
const TEXT_TYPES: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };

/**
 * Checks that a file is UTF-8 text, piece by piece as it arrives: no NUL byte, no invalid sequence.
 * `accepts(piece)` for each piece, then `ends()` (a sequence cut at the very end is invalid).
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  accepts(piece: Uint8Array): boolean {
    if (piece.includes(0)) return false;
    try {
      this.decoder.decode(piece, { stream: true });
      return true;
    } catch {
      return false;
    }
  }

  ends(): boolean {
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * A file's media type as its first bytes show it (a PNG's signature, a PDF's header), never as its
 * name claims: a script renamed photo.png is no image. Plain text has no signature, so a sample
 * that reads as UTF-8 takes the type its extension names among the text types; the rest of a
 * text file is checked as it arrives (TextCheck). `whole`: the sample is the whole file.
 * Undefined: unknown.
 */
export const detectType = async (sample: Buffer, name: string, whole = true): Promise<string | undefined> => {
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return detected.mime;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const text = new TextCheck();
  return text.accepts(sample) && (!whole || text.ends()) ? (TEXT_TYPES[extension] ?? 'text/plain') : undefined;
};

/** Whether a detected type is one of the text types, whose content is checked to its end. */
export const isTextType = (type: string): boolean => Object.values(TEXT_TYPES).includes(type);

/**
 * A name safe to store, show and send back in Content-Disposition: no folders, no control,
 * bidirectional or invisible characters (`invoice\u202Egpj.exe` would show as "invoiceexe.jpg"),
 * no quotes, no trailing dots or spaces (Windows drops them: "setup.exe." opens as setup.exe).
 */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = withoutUnseenCharacters(base.normalize('NFC'))
    .replace(/"/g, '')
    .replace(/[.\s]+$/, '')
    .trim();
  return Array.from(clean).slice(0, 200).join('') || 'file';
};
