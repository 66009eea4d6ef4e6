import { MAX_PAGE_SIZE } from '@club/schema';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiNameOf } from '../resources/names';
import { httpClient } from './httpClient';
import { walkList } from './walkList';
import { writablePayload } from './writablePayload';

const api = simpleRestProvider('/api', httpClient);

/** ra-data-simple-rest on /api, addressed by API name instead of the react-admin (route) name. */
export const dataProvider: DataProvider = {
  getList: (resource, params) =>
    ((params.pagination?.perPage ?? 0) > MAX_PAGE_SIZE ? walkList(api.getList, apiNameOf(resource), params) : api.getList(apiNameOf(resource), params)) as never,
  getOne: (resource, params) => api.getOne(apiNameOf(resource), params),
  getMany: (resource, params) => api.getMany(apiNameOf(resource), params),
  getManyReference: (resource, params) => api.getManyReference(apiNameOf(resource), params),
  create: async (resource, params) => {
    const name = apiNameOf(resource);
    return api.create(name, { ...params, data: await writablePayload(name, params.data, false) });
  },
  update: async (resource, params) => {
    const name = apiNameOf(resource);
    return api.update(name, { ...params, data: await writablePayload(name, params.data, true, params.previousData) });
  },
  updateMany: (resource, params) => api.updateMany(apiNameOf(resource), params),
  delete: (resource, params) => api.delete(apiNameOf(resource), params),
  deleteMany: (resource, params) => api.deleteMany(apiNameOf(resource), params),
};
