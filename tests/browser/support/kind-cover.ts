import { FIELD_KINDS, type AnyResource, type FieldKind, type Registry } from '@club/schema';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ABOUT_A_SAMPLE_RECORD, ruledValueOf } from '../../support/samples';

const overrides = resolve(import.meta.dirname, '../../../admin/src/overrides');

/** A field drawn by the generic kind maps (no per-resource input override) on a resource people create records of. */
const genericallyEdited = (resource: AnyResource, name: string): boolean =>
  !resource.fields[name]!.readOnly && name !== resource.workflow?.field && !existsSync(`${overrides}/${resource.name}/inputs/${name}.tsx`) && !existsSync(`${overrides}/${resource.name}/fields/${name}.tsx`);

const requiredReferences = (resource: AnyResource) => Object.values(resource.fields).filter((field) => field.kind === 'reference' && field.required).length;

/** Whether the resource has server rules of its own (api/src/overrides/{name}.ts): a plain form may break them. */
const hasRules = (resource: AnyResource) => existsSync(resolve(import.meta.dirname, `../../../api/src/overrides/${resource.name}.ts`));

/** A record about another record (a comment) names it by a text id its form cannot draw: it is made from that record's page. */
const aboutAnotherRecord = (resource: AnyResource) => ruledValueOf(resource.name, 'recordId')?.value === ABOUT_A_SAMPLE_RECORD;

const writable = (resource: AnyResource) => !resource.readOnly && !resource.serverRows && !aboutAnotherRecord(resource);

export interface KindCover {
  /** Resource → the fields (one per kind) its create form proves. */
  forms: Map<AnyResource, Map<FieldKind, string>>;
  /** Kinds no writable resource declares: the test of the kinds fails on them. */
  missing: FieldKind[];
  /**
   * Kinds every writable resource draws through its own screens (a role's permissions as a
   * matrix, a user's preferences kept by the app): no generic screen shows them to prove.
   */
  drawnByOverrides: FieldKind[];
}

/**
 * For every field kind, one writable field of that kind, chosen so that few forms cover all kinds:
 * the kinds with the fewest candidates pick first, and a resource already chosen is preferred,
 * then one whose form needs the fewest other records (a required reference picks the first record
 * offered, which another test may have left in a state the resource's rules refuse), then one
 * without server rules of its own.
 */
export const coverKinds = (registry: Registry): KindCover => {
  const candidates = new Map<FieldKind, { resource: AnyResource; field: string }[]>(FIELD_KINDS.map((kind) => [kind, []]));
  for (const resource of registry.resources.filter(writable)) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (genericallyEdited(resource, name)) candidates.get(field.kind)!.push({ resource, field: name });
    }
  }
  const forms = new Map<AnyResource, Map<FieldKind, string>>();
  const missing: FieldKind[] = [];
  const drawnByOverrides: FieldKind[] = [];
  const declared = new Set(registry.resources.filter(writable).flatMap((resource) => Object.values(resource.fields).map((field) => field.kind)));
  for (const kind of [...FIELD_KINDS].sort((a, b) => candidates.get(a)!.length - candidates.get(b)!.length)) {
    const options = [...candidates.get(kind)!].sort((a, b) => requiredReferences(a.resource) - requiredReferences(b.resource) || Number(hasRules(a.resource)) - Number(hasRules(b.resource)));
    const choice = options.find(({ resource }) => forms.has(resource)) ?? options[0];
    if (!choice) {
      (declared.has(kind) ? drawnByOverrides : missing).push(kind);
      continue;
    }
    if (!forms.has(choice.resource)) forms.set(choice.resource, new Map());
    forms.get(choice.resource)!.set(kind, choice.field);
  }
  return { forms, missing, drawnByOverrides };
};

const SPEC_LIST_PARAMS = new Set(['status', 'priority']);

export interface DeclaredFilter {
  resource: AnyResource;
  field: string;
  op: 'eq' | 'gte';
}

/** For every kind, the list filters resources declare on fields of that kind (by resource name). */
export const declaredFilters = (registry: Registry): Map<FieldKind, DeclaredFilter[]> => {
  const filters = new Map<FieldKind, DeclaredFilter[]>();
  for (const resource of registry.resources) {
    const facts = registry.facts(resource.name);
    for (const name of Object.keys(resource.filters ?? {})) {
      // status and priority travel in their own URL parameters (tested in list-urls.test.ts).
      if (SPEC_LIST_PARAMS.has(name)) continue;
      const field = resource.fields[name];
      const ops = facts.filters.get(name) ?? [];
      if (!field || ops.length === 0) continue;
      filters.set(field.kind, [...(filters.get(field.kind) ?? []), { resource, field: name, op: ops.includes('eq') ? 'eq' : 'gte' }]);
    }
  }
  return filters;
};
