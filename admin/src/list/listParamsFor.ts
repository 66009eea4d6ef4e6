import { listParamsOf } from '../overrides';
import type { SchemaResource } from '../resources/useSchemaResource';
import { mergeListParams, schemaListParams } from './schemaListParams';
import type { UrlParam } from './urlParams';

/** A list's URL search parameters: the schema's, with its override's `listParams` added or replacing them. */
export const listParamsFor = (schema: SchemaResource): UrlParam[] =>
  mergeListParams(schemaListParams(schema), listParamsOf(schema.apiName) ?? []);
