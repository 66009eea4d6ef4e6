import { maxSizeOf, type FileField, type FileValue } from '@club/schema';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatFileSize } from './fileSize';
import { browserProblem } from './fileValues';
import { typeNames } from './typeNames';

/** A file on its way to the server: its name and the share sent (0..1). */
export interface Upload {
  key: string;
  name: string;
  share: number;
}

/** Sends one file, telling its progress (uploadFile with its target). */
export type SendFile = (file: File, onProgress: (share: number) => void) => Promise<FileValue>;

/**
 * Files chosen for a file field, sent as soon as they are chosen: what the browser can refuse is
 * refused first (too large, a type the field does not take), each upload's progress is kept, a
 * refusal or failure is said, and the files that arrived are announced to screen readers.
 */
export const useFileUploads = (field: FileField, send: SendFile) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const limit = formatFileSize(maxSizeOf(field), locale);
  const types = field.types ? typeNames(field.types, translate) : translate('app.files.anyType');

  /** Sends the chosen files; answers those stored, in the order chosen. */
  const upload = async (chosen: readonly File[]): Promise<FileValue[]> => {
    setProblem(undefined);
    const accepted: File[] = [];
    for (const file of chosen) {
      const refused = browserProblem(field, file);
      if (refused) setProblem(translate(`app.files.${refused}`, { name: file.name, limit, types }));
      else accepted.push(file);
    }
    const sent = await Promise.all(
      accepted.map(async (file, index): Promise<FileValue | undefined> => {
        const key = `${Date.now()}-${index}`;
        setUploads((current) => [...current, { key, name: file.name, share: 0 }]);
        try {
          return await send(file, (share) => setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, share } : upload))));
        } catch (error) {
          setProblem(translate('app.files.uploadFailed', { reason: (error as Error).message }));
          return undefined;
        } finally {
          setUploads((current) => current.filter((upload) => upload.key !== key));
        }
      }),
    );
    const done = sent.filter((file): file is FileValue => file !== undefined);
    if (done.length > 0) setAnnouncement(done.map((file) => translate('app.files.uploaded', { name: file.name })).join('. '));
    return done;
  };

  return { uploads, problem, announcement, limits: translate('app.files.limits', { size: limit, types }), upload };
};
