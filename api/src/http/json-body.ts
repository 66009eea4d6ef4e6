import type { FastifyInstance } from 'fastify';
import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../crud/errors';
import { localeOf, MESSAGES } from '../i18n/messages';

/** Arrays and objects nested deeper than this are refused: no form or integration needs more. */
export const MAX_JSON_DEPTH = 32;

/** How deep a JSON text nests its arrays and objects (brackets inside strings do not count). */
export const nestingOf = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return deepest;
};

/**
 * JSON bodies go through Fastify's own parser (it refuses __proto__ and constructor poisoning)
 * after a depth check: a deeply nested value would otherwise overflow the stack of whatever walks
 * it next (the value checks, JSON.stringify, PostgreSQL's jsonb) and answer 500.
 */
export const acceptJsonBodies = (fastify: FastifyInstance): void => {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingOf(body as string) > MAX_JSON_DEPTH) {
      const message = MESSAGES[localeOf(request.headers['accept-language'])].jsonTooDeep(MAX_JSON_DEPTH);
      done(new ApiError(HttpStatus.BAD_REQUEST, message), undefined);
      return;
    }
    parse(request, body as string, done);
  });
};
