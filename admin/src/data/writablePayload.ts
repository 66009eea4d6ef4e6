
type Payload = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The body of a create or update: the schema's writable fields (and lines) only (system fields and
 * read-only ones are the server's), a blank secret left out (keeps the current password),
 * and on update the record's `version` for optimistic locking. An update sends a record's lines
 * only when the record its form was filled from (`loaded`) had them: a form that never saw the
 * lines leaves them as they are, never empties them.
 */
export const writablePayload = async (apiName: string, data: Payload, withVersion: boolean, loaded?: Payload): Promise<Payload> => {
  // The declarations load with the screens that write (a form is open): no cost up front.
  const { registry } = await import('@club/schema/browser');
  if (!registry.get(apiName)) return data;
  const facts = registry.facts(apiName);
  const payload: Payload = {};
  for (const field of facts.writable) {
    if (!(field in data)) continue;
    if (facts.secret.has(field) && isBlank(data[field])) continue;
    payload[field] = data[field];
  }
  // Lines go with their record: each line's id (an existing one) and its writable fields.
  for (const [key, lines] of Object.entries(registry.get(apiName)!.lines ?? {})) {
    if (!Array.isArray(data[key]) || (withVersion && !Array.isArray(loaded?.[key]))) continue;
    const writable = registry.facts(lines.resource).writable.filter((field) => field !== lines.parentField);
    payload[key] = (data[key] as Payload[]).map((line) =>
      Object.fromEntries([...(line.id ? [['id', line.id]] : []), ...writable.filter((field) => field in line).map((field) => [field, line[field]])]),
    );
  }
  if (withVersion && data.version !== undefined) payload.version = data.version;
  return payload;
};
