import type { ImportReport, ImportStreamLine } from '@club/schema';
import { HttpError, type fetchUtils } from 'react-admin';
import { sessionFetch } from '../auth/sessionFetch';
import { localeOf, readDirection } from '../preferences/direction';

/** How the columns are read and which records rows change: what a check and its import share. */
export interface ImportChoice {
  /** The field of each column, in order ('' for none); by heading when absent (the first check). */
  columns?: readonly string[];
  key?: string;
}

/** The outcome: the report (checked, imported, or refused with its problems), or the API's message when it read no rows. */
export type ImportOutcome = { report: ImportReport; message?: string } | { report?: undefined; message: string };

/**
 * Sends the file to POST /api/{resource}/import and reads the streamed answer line by line (NDJSON),
 * telling the progress as the rows go; through sessionFetch, so an expired token is renewed once.
 */
export const sendImport = (apiName: string, file: File, choice: ImportChoice, dryRun: boolean, onProgress: (done: number, total: number) => void): Promise<ImportOutcome> => {
  const query = new URLSearchParams({ dryRun: String(dryRun) });
  if (choice.columns) query.set('columns', choice.columns.join(','));
  if (choice.key) query.set('key', choice.key);
  const send = async (url: string, options: fetchUtils.Options): Promise<ImportOutcome> => {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/x-ndjson');
    headers.set('Accept-Language', localeOf(readDirection()));
    const form = new FormData();
    form.append('file', file, file.name);
    const response = await fetch(url, { method: 'POST', headers, body: form });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new HttpError(body.message ?? String(response.status), response.status, body);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      buffered += value ?? '';
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const text of lines.filter(Boolean)) {
        const line = JSON.parse(text) as ImportStreamLine;
        if ('progress' in line) onProgress(line.progress.done, line.progress.total);
        else return line.report ? { report: line.report, message: line.message } : { message: line.message ?? String(line.status) };
      }
      if (done) throw new HttpError('ra.notification.http_error', 0);
    }
  };
  return sessionFetch(send, `/api/${encodeURIComponent(apiName)}/import?${query}`, {});
};
