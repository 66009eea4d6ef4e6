import { MAX_PAGE_SIZE } from '@club/schema';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { nameReferences } from './nameReferences';
import { apiNameOf } from '../resources/names';
import { httpClient } from './httpClient';
import { walkList } from './walkList';
import { writablePayload } from './writablePayload';
import { keepRevealed } from './revealedOnce';

const api = simpleRestProvider('/api', httpClient);

/** Records read, with the records their names include already known by name (nameReferences). */
const named = async <T extends { data: RaRecord | RaRecord[] }>(apiName: string, read: Promise<T>): Promise<T> => {
  const result = await read;
  await nameReferences(api.getMany, apiName, Array.isArray(result.data) ? result.data : [result.data]);
  return result;
};

/** ra-data-simple-rest on /api, addressed by API name instead of the react-admin (route) name. */
export const dataProvider: DataProvider = {
  getList: (resource, params) => {
    const name = apiNameOf(resource);
    return named(name, (params.pagination?.perPage ?? 0) > MAX_PAGE_SIZE ? walkList(api.getList, name, params) : api.getList(name, params)) as never;
  },
  getOne: (resource, params) => named(apiNameOf(resource), api.getOne(apiNameOf(resource), params)),
  getMany: (resource, params) => named(apiNameOf(resource), api.getMany(apiNameOf(resource), params)),
  getManyReference: (resource, params) => named(apiNameOf(resource), api.getManyReference(apiNameOf(resource), params)),
  create: async (resource, params) => {
    const name = apiNameOf(resource);
    const created = await api.create(name, { ...params, data: await writablePayload(name, params.data, false) });
    // What the server shows once (a new key's secret) goes to its dialog, never into the cache.
    return { ...created, data: keepRevealed(name, created.data) } as typeof created;
  },
  update: async (resource, params) => {
    const name = apiNameOf(resource);
    return api.update(name, { ...params, data: await writablePayload(name, params.data, true, params.previousData) });
  },
  updateMany: (resource, params) => api.updateMany(apiNameOf(resource), params),
  delete: (resource, params) => api.delete(apiNameOf(resource), params),
  deleteMany: (resource, params) => api.deleteMany(apiNameOf(resource), params),
};
