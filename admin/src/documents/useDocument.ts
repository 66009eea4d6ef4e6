import { useQuery } from '@tanstack/react-query';
import { useLocaleState, type RaRecord } from 'react-admin';
import { httpClient } from '../data/httpClient';
import type { DocumentModel } from '@club/schema';

export const documentPath = (apiName: string, id: RaRecord['id']) => `/api/${apiName}/${encodeURIComponent(String(id))}/document`;

/**
 * The record's document as the server lays it out, in the screen's language; asked again when the
 * record changes (its version) or the language does, so the page and the PDF always say the same.
 */
export const useDocument = (apiName: string, record: RaRecord | undefined) => {
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['document', apiName, record?.id, record?.version ?? record?.updatedAt, locale],
    queryFn: async () => (await httpClient(documentPath(apiName, record!.id))).json as DocumentModel,
    enabled: record?.id !== undefined,
    retry: false,
  });
};
