import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// The register's rows are written as records take files (api/src/files/attachments-register.ts): a library file.

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const upload = await http.post('/api/files').query({ resource: 'libraryFiles', field: 'file' }).attach('file', readFileSync(resolve(import.meta.dirname, '../files/notes.txt')), { filename: 'notes.txt', contentType: 'text/plain' });
  if (upload.status !== 201) throw new Error(`A library file's upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  await posted(http, 'A library file', '/api/libraryFiles', { title: 'Attached sample', file: (upload.body as { id: string }).id, visibility: 'everyone' });
};
