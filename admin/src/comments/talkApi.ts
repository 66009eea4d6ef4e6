import type { FileValue } from '@club/schema';
import { httpClient } from '../data/httpClient';

/** A comment as the thread answers it. */
export interface Comment {
  id: string;
  authorId: string | null;
  body: string;
  mentionIds: string[] | null;
  attachments: FileValue[] | null;
  createdAt: string;
  editedAt: string | null;
  version: number;
}

export interface Thread {
  comments: Comment[];
  names: Record<string, { en: string; ar: string }>;
  following: boolean;
}

/** What a person writes of a comment. */
export interface CommentInput {
  body: string;
  mentionIds: string[];
  attachments: FileValue[];
}

export interface Mentionable {
  id: string;
  name: string;
  nameAr: string;
}

const base = (apiName: string, recordId: string) => `/api/${apiName}/${encodeURIComponent(recordId)}`;
const json = (body: unknown) => JSON.stringify(body);

/** The record's thread routes (api/src/comments/comments.controller.ts). */
export const talkApi = {
  thread: async (apiName: string, recordId: string): Promise<Thread> => (await httpClient(`${base(apiName, recordId)}/comments`)).json as Thread,
  comment: (apiName: string, recordId: string, input: CommentInput) => httpClient(`${base(apiName, recordId)}/comments`, { method: 'POST', body: json(input) }),
  edit: (apiName: string, recordId: string, comment: Comment, input: CommentInput) =>
    httpClient(`${base(apiName, recordId)}/comments/${comment.id}`, { method: 'PUT', body: json({ ...input, version: comment.version }) }),
  remove: (apiName: string, recordId: string, comment: Comment) => httpClient(`${base(apiName, recordId)}/comments/${comment.id}`, { method: 'DELETE' }),
  follow: (apiName: string, recordId: string, following: boolean) => httpClient(`${base(apiName, recordId)}/following`, { method: 'PUT', body: json({ following }) }),
  mentionable: async (apiName: string, recordId: string, text: string): Promise<Mentionable[]> =>
    (await httpClient(`${base(apiName, recordId)}/mentionable?q=${encodeURIComponent(text)}`)).json as Mentionable[],
};
