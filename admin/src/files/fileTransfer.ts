import type { FileValue } from '@club/schema';
import { HttpError, type fetchUtils } from 'react-admin';
import { sessionFetch } from '../auth/sessionFetch';
import { localeOf, readDirection } from '../preferences/direction';

const withLanguage = (headers: Headers): Headers => {
  headers.set('Accept-Language', localeOf(readDirection()));
  return headers;
};

const errorOf = (status: number, text: string): HttpError => {
  let body: { message?: string; errors?: Record<string, string> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the API's JSON (a proxy's page): the status says enough.
  }
  return new HttpError(body.errors?.file ?? body.message ?? String(status), status, body);
};

/**
 * Sends one file to POST /api/files for a resource's field (and the record it is about, a
 * comment's: `tasks/{id}`), telling the progress (0..1) as it
 * goes: XMLHttpRequest, since fetch has no upload progress. Through sessionFetch, so an expired
 * access token is renewed once and the upload sent again.
 */
export const uploadFile = (resource: string, field: string, file: File, onProgress: (share: number) => void, options: { signal?: AbortSignal; about?: string } = {}): Promise<FileValue> => {
  const { signal, about } = options;
  const send = (url: string, options: fetchUtils.Options) =>
    new Promise<FileValue>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      withLanguage(new Headers(options.headers)).forEach((value, key) => request.setRequestHeader(key, value));
      request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      request.onload = () => (request.status === 201 ? resolve(JSON.parse(request.responseText) as FileValue) : reject(errorOf(request.status, request.responseText)));
      request.onerror = () => reject(new HttpError('ra.notification.http_error', 0));
      request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort());
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  // A file of a row about another record (a comment's) names that record: its readers may upload it.
  const query = new URLSearchParams({ resource, field, ...(about ? { about } : {}) });
  return sessionFetch(send, `/api/files?${query}`, { headers: new Headers({ Accept: 'application/json' }) });
};

/** Bytes the API answers (a stored file, a document's PDF), in the screen's language. */
export const fetchBytes = (path: string): Promise<Blob> =>
  sessionFetch(
    async (url, options) => {
      const response = await fetch(url, { headers: withLanguage(new Headers(options.headers)) });
      if (!response.ok) throw errorOf(response.status, await response.text());
      return response.blob();
    },
    path,
    {},
  );

/** A stored file's bytes, for those who may read its record (GET /api/files/:id). */
export const fetchFile = (id: string): Promise<Blob> => fetchBytes(`/api/files/${encodeURIComponent(id)}`);

/** Saves bytes under a name, as a download. */
export const saveBytes = (bytes: Blob, name: string): void => {
  const url = URL.createObjectURL(bytes);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};

/** Saves a stored file under its name, as a download. */
export const downloadFile = async (file: FileValue): Promise<void> => saveBytes(await fetchFile(file.id), file.name);
