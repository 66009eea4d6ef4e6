import type { Registry } from '@club/schema';
import { fileFieldsOf } from './file-fields';

type JsonSchema = Record<string, unknown>;
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });

/** POST /api/files and GET /api/files/{id}, with the file fields they serve, for the OpenAPI document. */
export const filePaths = (registry: Registry): JsonSchema => {
  const fields = registry.resources.flatMap((resource) => fileFieldsOf(resource).map(([name]) => `${resource.name}.${name}`));
  if (fields.length === 0) return {};
  const aboutFields = registry.resources.filter((resource) => resource.aboutRecord).flatMap((resource) => fileFieldsOf(resource).map(([name]) => `${resource.name}.${name}`));
  const stored = { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } } };
  return {
    '/api/files': {
      post: {
        tags: ['files'],
        summary: 'Upload a file for a file field; name it by its id in the record\'s next POST or PUT (within 24 hours)',
        description: `File fields: ${fields.join(', ')}. The type is judged by the content against the field's types; the size against its maxSize. Needs the resource's create or edit permission; a resource whose rows are about another record (${aboutFields.join(', ') || 'none'}) needs \`about={resource}/{id}\` instead, a record the reader may read.`,
        parameters: [
          { name: 'resource', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'field', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'about', in: 'query', required: false, description: 'The record the file is for (`tasks/{id}`), for a resource whose rows are about another record', schema: { type: 'string' } },
        ],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } },
        responses: {
          201: { description: 'The stored file, not yet attached to a record', content: json(stored) },
          400: error('Not a file field, not multipart, empty, or of a type the field does not take'),
          403: error('The role may neither create nor edit the resource\'s records'),
          404: error('Unknown resource, or a record named by `about` the reader may not read'),
          413: error('Larger than the field takes'),
        },
      },
    },
    '/api/files/{id}': {
      get: {
        tags: ['files'],
        summary: 'Download a file: its uploader before it is attached, then whoever may show its record (or the record it is about, a comment\'s) and read its field',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { 200: { description: 'The bytes, as an attachment', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }, 404: error('No such file, or not one the reader may read') },
      },
    },
  };
};
