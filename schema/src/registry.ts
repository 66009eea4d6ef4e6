import { actionsOf, SEEDED_ROLES, TOP_RANK, type Action } from './access';
import { checkRules } from './rules-check';
import { checkAnonymity } from './anonymity';
import { checkCalendar } from './calendar';
import { checkLedger } from './ledger';
import { checkSignatures } from './approvals';
import { checkReminders } from './reminders';
import { checkScope, GRANT_ACTIONS, grantsOf, scopeOwnerOf, type GrantPage, type ScopeOwner } from './visibility';
import { screenActions, type ScreenDefinition } from './screen';
import { isDashboard, type DashboardFilter, type DashboardWidget, type Measure } from './dashboard';
import { FILE_TYPE_FAMILIES, MAX_FILE_SIZE, PROGRAM_MEDIA_TYPES, type Field } from './fields';
import { filterOpsForKind, isSortableKind, KINDS } from './kinds';
import { ICON_NAMES } from './icons';
import { MENU_GROUPS } from './menu';
import { fieldOf, FILTER_OPS, routesOf, SYSTEM_FIELDS, type AnyResource, type FilterOp, type PublicForm, type PublicPage, type ResourceMenu } from './resource';
import { fieldsOfDocument } from './documents';

const SYSTEM_SORTABLE = ['id', 'createdAt', 'updatedAt'] as const;

/** What the api and the admin derive from one declaration, computed once. */
export interface ResourceFacts {
  /** Field name → allowed filter operators (id and every reference are always filterable). */
  filters: ReadonlyMap<string, readonly FilterOp[]>;
  /** Fields a client may sort by (each gets an index). */
  sortable: ReadonlySet<string>;
  /** Fields the `q` filter searches (each gets a trigram index). */
  search: readonly string[];
  /** Fields that never leave the server. */
  secret: ReadonlySet<string>;
  /** Sensitive fields → the grant that reads them. */
  sensitive: ReadonlyMap<string, string>;
  /** Fields clients may write. */
  writable: readonly string[];
  representation: readonly string[];
  /** Reference fields whose target has a natural key: field → the target and its key field. */
  keyedReferences: ReadonlyMap<string, { target: string; key: string }>;
  /** The row scope's owners, resolved against their targets (none without a scope). */
  scopeOwners: readonly ScopeOwner[];
}

export const factsOf = (resource: AnyResource, resolve: (name: string) => AnyResource | undefined = () => undefined): ResourceFacts => {
  const fields = Object.entries(resource.fields);
  // `id_gt` walks every record in id order, a page at a time, at the same cost per page (exports).
  const filters = new Map<string, readonly FilterOp[]>([['id', ['eq', 'in', 'gt']]]);
  for (const [name, field] of fields) {
    if (field.kind === 'reference') filters.set(name, filterOpsForKind('reference'));
  }
  for (const [name, definition] of Object.entries(resource.filters ?? {})) {
    const field = fieldOf(resource, name);
    if (!field || !definition) continue;
    filters.set(name, definition.ops ?? filterOpsForKind(field.kind));
  }
  const sortable = new Set<string>(SYSTEM_SORTABLE);
  const sortCandidates = [...resource.list.columns, resource.list.sort[0], ...Object.keys(resource.filters ?? {})];
  for (const name of sortCandidates) {
    const field = resource.fields[name];
    if (field && isSortableKind(field.kind)) sortable.add(name);
  }
  return {
    filters,
    sortable,
    search: fields.filter(([, field]) => 'search' in field && field.search).map(([name]) => name),
    secret: new Set(fields.filter(([, field]) => field.kind === 'password').map(([name]) => name)),
    sensitive: new Map(fields.flatMap(([name, field]) => (field.sensitive ? [[name, field.sensitive.grant] as const] : []))),
    writable: fields.filter(([, field]) => !field.readOnly).map(([name]) => name),
    representation: [resource.recordRepresentation].flat(),
    keyedReferences: new Map(
      fields.flatMap(([name, field]) => {
        const key = field.kind === 'reference' ? resolve(field.target)?.naturalKey : undefined;
        return field.kind === 'reference' && key ? [[name, { target: field.target, key }] as const] : [];
      }),
    ),
    scopeOwners: (resource.scope?.owners ?? []).map((owner) => scopeOwnerOf(owner, resource, resolve)),
  };
};

/** A page key of the roles' matrix and Manage Pages: a resource or a custom screen. */
export interface PageEntry {
  name: string;
  route: string;
  menu: Pick<ResourceMenu, 'group'>;
  /** What a role may do there. */
  actions: readonly Action[];
  /** Of those, what only the top rank may do (a screen's `topRankOnly`). */
  topRankOnly?: readonly Action[];
  access?: Partial<Record<string, readonly Action[]>>;
}

export interface Registry {
  readonly resources: readonly AnyResource[];
  /** Custom pages (schema/src/screens/), by name. */
  readonly screens: readonly ScreenDefinition[];
  /** Every page key: the resources, then the screens, then the grants. */
  readonly pages: readonly PageEntry[];
  /** The grants' keys (sensitive fields, row scopes): pages of the matrix with one action, `show`. */
  readonly grants: readonly string[];
  get(name: string): AnyResource | undefined;
  facts(name: string): ResourceFacts;
  /** Resources in an order where every reference target comes before the resources pointing at it. */
  inDependencyOrder(): AnyResource[];
}

export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The resource registry is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'RegistryError';
  }
}

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const RESERVED_FIELD_NAMES = new Set<string>([...SYSTEM_FIELDS, 'q']);

/** Checks one field and returns the problems, each naming the resource and the field. */
const checkField = (where: string, name: string, field: Field, names: Set<string>): string[] => {
  const problems: string[] = [];
  if (!IDENTIFIER.test(name)) problems.push(`${where}: field name must be camelCase`);
  if (RESERVED_FIELD_NAMES.has(name)) problems.push(`${where}: '${name}' is a reserved name`);
  if ('search' in field && field.search && !KINDS[field.kind].searchable) {
    problems.push(`${where}: only text fields can be searched`);
  }
  if ('min' in field && field.min !== undefined && field.max !== undefined && field.min > field.max) {
    problems.push(`${where}: min is greater than max`);
  }
  if ('minLength' in field && field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    problems.push(`${where}: minLength is greater than maxLength`);
  }
  if ('pattern' in field && field.pattern !== undefined) {
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      problems.push(`${where}: pattern is not a valid regular expression`);
    }
  }
  if (field.kind === 'enum' || field.kind === 'multiEnum') {
    if (field.values.length === 0) problems.push(`${where}: an enum needs values`);
    if (new Set(field.values).size !== field.values.length) problems.push(`${where}: enum values repeat`);
    const defaults = field.default === undefined ? [] : [field.default].flat();
    for (const value of defaults) {
      if (!field.values.includes(value)) problems.push(`${where}: default '${value}' is not one of its values`);
    }
  }
  if (field.kind === 'reference' || field.kind === 'referenceMany') {
    if (!names.has(field.target)) problems.push(`${where}: references unknown resource '${field.target}'`);
    const suffix = field.kind === 'reference' ? 'Id' : 'Ids';
    if (!name.endsWith(suffix)) problems.push(`${where}: a ${field.kind} field's name must end with '${suffix}'`);
  }
  if ('e164' in field && field.e164 && field.kind !== 'phone') problems.push(`${where}: only a phone is kept in E.164`);
  if (field.kind === 'password' && (field.unique || field.default !== undefined)) {
    problems.push(`${where}: a password can be neither unique nor defaulted`);
  }
  return problems;
};

const ROUTE = /^\/[A-Za-z][\w-]*(\/[A-Za-z][\w-]*)*$/;
/** The home page's path: only a screen may take it. */
const HOME = '/';

/** The API's own paths beside /api/{resource}: no resource may take their name. */
const RESERVED_RESOURCE_NAMES = new Set(['auth', 'public', 'files', 'health', 'docs']);

const MEDIA_TYPE = /^[a-z]+\/([a-z0-9][\w.+-]*|\*)$/;

/** Kinds a public page may show: never one that names another record or a stored file. */
const UNPUBLISHABLE_KINDS = new Set(['password', 'reference', 'referenceMany', 'file', 'files']);

/** A public page shows only plain values of its own record, of a resource without a row scope. */
const checkPublicPage = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const page = resource.publicPage;
  if (!page) return [];
  const at = `resource '${resource.name}', publicPage`;
  const problems: string[] = [];
  if (!ROUTE.test(page.route)) problems.push(`${at}: route '${page.route}' must be an absolute path without a trailing slash`);
  if (page.fields.length === 0) problems.push(`${at}: lists no fields`);
  if (page.shownWhen !== undefined && resource.fields[page.shownWhen]?.kind !== 'boolean') problems.push(`${at}: shownWhen '${page.shownWhen}' must name a boolean field`);
  // Which records are public is said, never assumed: a draft is no page for anyone.
  if (page.states === undefined && page.shownWhen === undefined) problems.push(`${at}: declares neither the records' public states (states) nor the flag that shares them (shownWhen)`);
  problems.push(...checkStateValues(resource, page.states ?? {}, `${at}: states`));
  if (resource.scope) problems.push(`${at}: a resource with a row scope has no public page`);
  for (const name of page.fields) {
    const field = resource.fields[name];
    if (!field) problems.push(`${at}: '${name}' is not a field`);
    else if (UNPUBLISHABLE_KINDS.has(field.kind)) problems.push(`${at}: '${name}' (${field.kind}) cannot be public`);
    else if (field.sensitive) problems.push(`${at}: '${name}' is sensitive`);
  }
  if (page.form) problems.push(...checkPublicForm(resource, page.form, all));
  for (const [key, form] of Object.entries(page.forms ?? {})) {
    if (!IDENTIFIER.test(key) || page.actions?.[key]) problems.push(`${at}: form '${key}' must be camelCase and not the name of an action`);
    if (!ROUTE.test(form.route) || form.route === page.route) problems.push(`${at}: form '${key}' needs a route of its own, an absolute path without a trailing slash`);
    problems.push(...checkPublicForm(resource, form, all, `${at}.forms.${key}`));
  }
  for (const key of page.lines ?? []) {
    const lines = resource.lines?.[key];
    if (!lines) problems.push(`${at}: '${key}' is not one of the resource's lines`);
    else for (const [name, field] of Object.entries(all.get(lines.resource)?.fields ?? {})) {
      if (name !== lines.parentField && (UNPUBLISHABLE_KINDS.has(field.kind) || field.sensitive)) problems.push(`${at}: line '${key}' has '${name}' (${field.kind}), which cannot be public`);
    }
  }
  if (page.qrCode !== undefined && (!page.fields.includes(page.qrCode) || resource.fields[page.qrCode]?.kind !== 'text')) problems.push(`${at}: qrCode '${page.qrCode}' must be a text field the page shows`);
  for (const [action, { when }] of Object.entries(page.actions ?? {})) {
    if (!IDENTIFIER.test(action)) problems.push(`${at}: action '${action}' must be camelCase`);
    // `…/code` asks the page's form for a one-time code; `…/forms/…` are its other forms.
    if (action === 'code' || action === 'forms') problems.push(`${at}: an action may not be named '${action}'`);
    problems.push(...outsideStates(page, when ?? {}, `${at}: action '${action}'`));
    for (const [name, values] of Object.entries(when ?? {})) {
      const field = resource.fields[name];
      if (field?.kind !== 'enum' || !page.fields.includes(name)) problems.push(`${at}: action '${action}' is offered by '${name}', which must be an enum field the page shows`);
      else for (const value of values ?? []) if (!field.values.includes(value)) problems.push(`${at}: '${value}' is not a value of '${name}'`);
    }
  }
  return problems;
};

/** Each named field is an enum of the resource and each value one of its values. */
const checkStateValues = (resource: AnyResource, states: Readonly<Record<string, readonly string[] | undefined>>, at: string): string[] =>
  Object.entries(states).flatMap(([name, values]) => {
    const field = resource.fields[name];
    if (field?.kind !== 'enum') return [`${at}: '${name}' must be an enum field`];
    if (!values?.length) return [`${at}: '${name}' lists no values`];
    return values.filter((value) => !field.values.includes(value)).map((value) => `${at}: '${value}' is not a value of '${name}'`);
  });

/** Values a form or button is offered in that are no public state of the page: it could never be reached. */
const outsideStates = (page: PublicPage, when: Readonly<Record<string, readonly string[] | undefined>>, at: string): string[] =>
  Object.entries(when).flatMap(([name, values]) => {
    const shown = page.states?.[name];
    return shown ? (values ?? []).filter((value) => !shown.includes(value)).map((value) => `${at}: '${value}' of '${name}' is not one of the page's public states`) : [];
  });

/** A public form creates rows of a child resource from plain values only, with every required one asked. */
const checkPublicForm = (resource: AnyResource, form: PublicForm, all: ReadonlyMap<string, AnyResource>, at = `resource '${resource.name}', publicPage.form`): string[] => {
  const child = all.get(form.resource);
  if (!child) return [`${at}: there is no resource '${form.resource}'`];
  const problems: string[] = [];
  const parent = child.fields[form.parentField];
  if (parent?.kind !== 'reference' || parent.target !== resource.name || !parent.required) {
    problems.push(`${at}: '${form.resource}.${form.parentField}' must be a required reference to ${resource.name}`);
  }
  if (child.readOnly || child.serverRows || child.scope) problems.push(`${at}: '${form.resource}' must be a resource clients create rows of, without a row scope`);
  if (form.fields.length === 0) problems.push(`${at}: lists no fields`);
  for (const name of form.fields) {
    const field = child.fields[name];
    if (!field) problems.push(`${at}: '${name}' is not a field of ${form.resource}`);
    // A sensitive field may be asked (a volunteer's own national ID): the form writes it, and answers only the new row's id.
    else if (UNPUBLISHABLE_KINDS.has(field.kind) || field.readOnly) problems.push(`${at}: '${name}' (${field.kind}) cannot be filled in publicly`);
  }
  for (const name of form.fromPath ?? []) if (!form.fields.includes(name)) problems.push(`${at}: fromPath '${name}' must be a field of the form`);
  problems.push(...outsideStates(resource.publicPage!, form.openWhen ?? {}, `${at}: openWhen`));
  // The body's `token` (a personal link) and `code` (a one-time code) are the form's proof, no field of it.
  if (form.personalLink !== undefined && !all.has(form.personalLink)) problems.push(`${at}: personalLink '${form.personalLink}' is no resource`);
  if (form.personalLink !== undefined && form.fields.includes('token')) problems.push(`${at}: a form with a personal link may not ask for a field named 'token'`);
  if (form.oneTimeCode && form.fields.includes('code')) problems.push(`${at}: a form with a one-time code may not ask for a field named 'code'`);
  for (const [name, values] of Object.entries(form.openWhen ?? {})) {
    const field = resource.fields[name];
    if (field?.kind !== 'enum' || !resource.publicPage!.fields.includes(name)) problems.push(`${at}: openWhen '${name}' must be an enum field the page shows`);
    else for (const value of values) if (!field.values.includes(value)) problems.push(`${at}: '${value}' is not a value of '${name}'`);
  }
  for (const [name, field] of Object.entries(child.fields)) {
    if (field.required && field.default === undefined && name !== form.parentField && !form.fields.includes(name)) {
      problems.push(`${at}: '${form.resource}.${name}' is required and has no default, so the form must ask for it`);
    }
  }
  return problems;
};

/** A record action's `when` names enum fields and their values. */
const checkActions = (resource: AnyResource): string[] => {
  const problems: string[] = [];
  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    const at = `resource '${resource.name}', action '${name}'`;
    if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${at}: the name must be lower-case words joined by '-' (it is a URL segment)`);
    if (!actionsOf(resource).includes(action.permission)) problems.push(`${at}: permission '${action.permission}' is not one the resource offers`);
    if (action.asks !== undefined && !['integer', 'decimal', 'money', 'date', 'text'].includes(resource.fields[action.asks]?.kind ?? '')) {
      problems.push(`${at}: asks '${action.asks}' must name an integer, decimal, money, date or text field`);
    }
    if (action.notBy !== undefined && resource.fields[action.notBy]?.kind !== 'reference') problems.push(`${at}: notBy '${action.notBy}' must name a reference field`);
    if (action.asks !== undefined && action.bulk) problems.push(`${at}: an action that asks for a value is not a bulk action`);
    for (const [fieldName, values] of Object.entries(action.when ?? {})) {
      const field = resource.fields[fieldName];
      if (field?.kind !== 'enum') problems.push(`${at}: when '${fieldName}' must name an enum field`);
      else for (const value of values ?? []) if (!field.values.includes(value)) problems.push(`${at}: '${value}' is not a value of '${fieldName}'`);
    }
  }
  return problems;
};

/** File fields: limits that make sense, and never on a line (lines are written through their parent, without the files' attach step). */
const checkFiles = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const problems: string[] = [];
  const isLine = [...all.values()].some((parent) => Object.values(parent.lines ?? {}).some((lines) => lines.resource === resource.name));
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'file' && field.kind !== 'files') continue;
    const where = `resource '${resource.name}', field '${name}'`;
    if (isLine) problems.push(`${where}: a line cannot hold files`);
    if (field.maxSize !== undefined && (!Number.isSafeInteger(field.maxSize) || field.maxSize < 1 || field.maxSize > MAX_FILE_SIZE)) {
      problems.push(`${where}: maxSize must be a whole number of bytes from 1 to ${MAX_FILE_SIZE}`);
    }
    if (field.maxFiles !== undefined && (!Number.isSafeInteger(field.maxFiles) || field.maxFiles < 1)) problems.push(`${where}: maxFiles must be a whole number above 0`);
    for (const type of field.types ?? []) {
      if (!MEDIA_TYPE.test(type)) problems.push(`${where}: '${type}' is not a media type ('application/pdf', 'image/*')`);
      else if ((PROGRAM_MEDIA_TYPES as readonly string[]).includes(type)) problems.push(`${where}: '${type}' is a program's type: no file field takes programs`);
      else if (type.endsWith('/*') && !(FILE_TYPE_FAMILIES as readonly string[]).includes(type.slice(0, -2))) problems.push(`${where}: '${type}' is too wide: list the types (only ${FILE_TYPE_FAMILIES.map((family) => `${family}/*`).join(', ')} go whole)`);
    }
    if (field.types?.length === 0) problems.push(`${where}: types, when given, lists at least one media type`);
    // What a field takes is decided where it is declared, never "anything".
    if (!field.types && !field.readOnly && !resource.readOnly && !isLine) problems.push(`${where}: a file field that can be written lists the types it takes ('application/pdf', 'image/*')`);
  }
  return problems;
};

/** A document's layout places fields the resource has, and lines it declares, each once. */
const checkDocument = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const layout = resource.document;
  if (!layout) return [];
  const at = `resource '${resource.name}', document`;
  const placed = fieldsOfDocument(layout);
  const problems = placed.filter((name) => !(name in resource.fields)).map((name) => `${at}: unknown field '${name}'`);
  problems.push(...placed.filter((name, index) => placed.indexOf(name) !== index).map((name) => `${at}: '${name}' is placed twice`));
  if (layout.titleBy && resource.fields[layout.titleBy]?.kind !== 'enum') problems.push(`${at}: titleBy '${layout.titleBy}' must be an enum field`);
  if (layout.qr && resource.fields[layout.qr]?.kind !== 'text') problems.push(`${at}: qr '${layout.qr}' must be a text field`);
  if (layout.sendTo && resource.fields[layout.sendTo]?.kind !== 'email') problems.push(`${at}: sendTo '${layout.sendTo}' must be an email field`);
  for (const { when, rule } of layout.withheld ?? []) {
    for (const [name, values] of Object.entries(when)) {
      const field = resource.fields[name];
      if (field?.kind !== 'enum') problems.push(`${at}: withheld names '${name}', which is not an enum field`);
      else problems.push(...(values ?? []).filter((value) => !field.values.includes(value)).map((value) => `${at}: withheld names '${value}', not a value of '${name}'`));
    }
    if (!resource.checks || !(rule in resource.checks)) problems.push(`${at}: withheld rule '${rule}' is not one of its checks`);
  }
  if (layout.lines) {
    const lines = resource.lines?.[layout.lines.key];
    const child = lines && all.get(lines.resource);
    if (!child) problems.push(`${at}: lines '${layout.lines.key}' are not declared in lines`);
    else problems.push(...layout.lines.columns.filter((name) => !(name in child.fields)).map((name) => `${at}: the lines have no field '${name}'`));
  }
  return problems;
};

const checkMenu = (at: string, menu: ResourceMenu): string[] => [
  ...((MENU_GROUPS as readonly string[]).includes(menu.group) ? [] : [`${at}: unknown menu group '${menu.group}'`]),
  ...((ICON_NAMES as readonly string[]).includes(menu.icon) ? [] : [`${at}: unknown icon '${menu.icon}'`]),
];

const checkResource = (resource: AnyResource, names: Set<string>, all: ReadonlyMap<string, AnyResource>): string[] => {
  const at = `resource '${resource.name}'`;
  const problems: string[] = [];
  const known = (name: string) => name in resource.fields || (SYSTEM_FIELDS as readonly string[]).includes(name);
  const secret = (name: string) => resource.fields[name]?.kind === 'password';
  if (!IDENTIFIER.test(resource.name)) problems.push(`${at}: name must be camelCase`);
  if (RESERVED_RESOURCE_NAMES.has(resource.name)) problems.push(`${at}: '${resource.name}' is one of the API's own paths`);
  problems.push(...checkFiles(resource, all), ...checkPublicPage(resource, all), ...checkActions(resource), ...checkSignatures(resource, all), ...checkReminders(resource, all), ...checkRules(resource, all), ...checkDocument(resource, all), ...checkCalendar(resource), ...checkLedger(resource, all));
  for (const { route, menu, preset, view } of routesOf(resource)) {
    if (!ROUTE.test(route)) problems.push(`${at}: route '${route}' must be an absolute path without a trailing slash`);
    if (menu) problems.push(...checkMenu(at, menu));
    if (preset && !view) problems.push(`${at}: route '${route}' has a preset and needs a view (its own label)`);
    for (const [name, values] of Object.entries(preset ?? {})) {
      const field = resource.fields[name];
      const listed = typeof values === 'string' ? [values] : values;
      if (field?.kind !== 'enum') problems.push(`${at}: route '${route}' presets '${name}', which is not an enum field`);
      else if (!listed.length || listed.some((value) => !field.values.includes(value))) problems.push(`${at}: route '${route}' presets '${name}' to values it does not declare`);
    }
  }
  if (Object.keys(resource.fields).length === 0) problems.push(`${at}: declares no fields`);
  for (const [name, field] of Object.entries(resource.fields)) {
    problems.push(...checkField(`${at}, field '${name}'`, name, field, names));
  }
  for (const column of resource.list.columns) {
    if (!known(column)) problems.push(`${at}: list column '${column}' is not a field`);
    if (secret(column)) problems.push(`${at}: list column '${column}' is secret`);
  }
  const [sortField, order] = resource.list.sort;
  const sortKind = resource.fields[sortField]?.kind;
  if (!known(sortField)) problems.push(`${at}: sort field '${sortField}' is not a field`);
  else if (sortKind && !isSortableKind(sortKind)) problems.push(`${at}: sort field '${sortField}' cannot be sorted`);
  if (order !== 'ASC' && order !== 'DESC') problems.push(`${at}: sort order must be ASC or DESC`);
  for (const [name, definition] of Object.entries(resource.filters ?? {})) {
    const field = fieldOf(resource, name);
    if (!field) {
      problems.push(`${at}: filter '${name}' is not a field`);
      continue;
    }
    const supported = filterOpsForKind(field.kind);
    if (supported.length === 0) problems.push(`${at}: field '${name}' (${field.kind}) cannot be filtered`);
    for (const op of definition?.ops ?? []) {
      if (!supported.includes(op)) problems.push(`${at}: filter '${name}' does not support '${op}'`);
    }
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'reference' && field.onDelete === 'keep' && !field.readOnly && !resource.readOnly) {
      problems.push(`${at}, field '${name}': onDelete 'keep' (no foreign key) needs a read-only field or resource`);
    }
  }
  if (resource.readOnly !== undefined && typeof resource.readOnly !== 'boolean') problems.push(`${at}: readOnly must be true or false`);
  if (resource.readOnly && resource.serverRows) problems.push(`${at}: readOnly and serverRows exclude each other`);
  if (resource.singleton) {
    if (!resource.serverRows) problems.push(`${at}: a singleton's one row is the server's: declare serverRows: true`);
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.required && field.default === undefined) problems.push(`${at}, field '${name}': a singleton's row is made at start, so a required field needs a default`);
    }
  }
  if (resource.rowPerValue !== undefined) {
    const key = resource.fields[resource.rowPerValue];
    if (!resource.serverRows) problems.push(`${at}: a row per value is the server's: declare serverRows: true`);
    if (!key || key.kind !== 'enum' || !key.required || !key.unique) problems.push(`${at}: rowPerValue '${resource.rowPerValue}' must be a required, unique enum field`);
    for (const [name, field] of Object.entries(resource.fields)) {
      if (name !== resource.rowPerValue && field.required && field.default === undefined) problems.push(`${at}, field '${name}': rows are made at start, so a required field needs a default`);
    }
  }
  if (resource.aboutRecord) {
    for (const name of [resource.aboutRecord.resource, resource.aboutRecord.id]) {
      const field = resource.fields[name];
      if (field?.kind !== 'text' || !field.required) problems.push(`${at}: aboutRecord '${name}' must be a required text field`);
    }
  }
  if (resource.naturalKey !== undefined) {
    const key = resource.fields[resource.naturalKey];
    if (!key || key.kind !== 'text' || !key.required || !key.unique) problems.push(`${at}: natural key '${resource.naturalKey}' must be a required, unique text field`);
  }
  for (const [role, actions] of Object.entries(resource.access ?? {})) {
    for (const action of actions ?? []) {
      if (!actionsOf(resource).includes(action)) problems.push(`${at}: access for '${role}' grants '${action}', which the resource does not offer`);
    }
  }
  for (const [key, lines] of Object.entries(resource.lines ?? {})) {
    const where = `${at}, lines '${key}'`;
    if (!IDENTIFIER.test(key) || key in resource.fields) problems.push(`${where}: the key must be camelCase and not a field`);
    const child = all.get(lines.resource);
    if (!child) {
      problems.push(`${where}: unknown resource '${lines.resource}'`);
      continue;
    }
    const parent = child.fields[lines.parentField];
    if (parent?.kind !== 'reference' || parent.target !== resource.name || !parent.required) problems.push(`${where}: '${lines.parentField}' must be a required reference of ${lines.resource} to ${resource.name}`);
    if (child.fields.position?.kind !== 'integer' || !child.fields.position.readOnly) problems.push(`${where}: ${lines.resource} needs a read-only integer 'position' (the lines' order)`);
    if (!child.readOnly) problems.push(`${where}: ${lines.resource} must be readOnly (its rows are written with their ${resource.name})`);
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'text' || !field.sequence) continue;
    if (!field.readOnly || !field.unique) problems.push(`${at}, field '${name}': a sequence is read-only and unique`);
    if (!/^[A-Z][A-Z0-9]{0,9}$/.test(field.sequence.prefix)) problems.push(`${at}, field '${name}': a sequence's prefix is 1-10 capital letters or digits`);
  }
  if (resource.menu.screen !== undefined && !IDENTIFIER.test(resource.menu.screen)) problems.push(`${at}: menu screen must be camelCase`);
  for (const columns of resource.indexes ?? []) {
    if (columns.length === 0) problems.push(`${at}: an index needs columns`);
    for (const column of columns) {
      if (!known(column)) problems.push(`${at}: index column '${column}' is not a field`);
      else if (secret(column)) problems.push(`${at}: index column '${column}' is secret`);
      else if (resource.fields[column] && !isSortableKind(resource.fields[column].kind)) problems.push(`${at}: index column '${column}' cannot be B-tree indexed`);
    }
  }
  for (const columns of resource.uniqueTogether ?? []) {
    if (columns.length < 2) problems.push(`${at}: uniqueTogether names two fields or more`);
    for (const column of columns) {
      const field = resource.fields[column];
      if (!field) problems.push(`${at}: uniqueTogether '${column}' is not a field`);
      else if (!isSortableKind(field.kind) || secret(column)) problems.push(`${at}: uniqueTogether '${column}' (${field.kind}) cannot be in a unique index`);
    }
  }
  for (const name of [resource.recordRepresentation].flat()) {
    if (!(name in resource.fields)) problems.push(`${at}: record representation '${name}' is not a field`);
    if (secret(name)) problems.push(`${at}: record representation '${name}' is secret`);
    // The representation names a record wherever it is referenced and in the audit log's summary.
    if (resource.fields[name]?.sensitive) problems.push(`${at}: record representation '${name}' is sensitive`);
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.sensitive && !IDENTIFIER.test(field.sensitive.grant)) problems.push(`${at}, field '${name}': grant '${field.sensitive.grant}' must be camelCase`);
    if (field.sensitive && field.kind === 'password') problems.push(`${at}, field '${name}': a password is never read by anyone`);
    // The search text folds every search field into one indexed expression: a match would tell a hidden value.
    if (field.sensitive && 'search' in field && field.search) problems.push(`${at}, field '${name}': a sensitive field cannot be searched`);
  }
  if (resource.scope && !IDENTIFIER.test(resource.scope.everyone.grant)) problems.push(`${at}, scope: grant '${resource.scope.everyone.grant}' must be camelCase`);
  problems.push(...checkScope(resource, all), ...checkAnonymity(resource, all));
  return problems;
};

const checkScreen = (screen: ScreenDefinition): string[] => {
  const at = `screen '${screen.name}'`;
  const problems: string[] = [];
  if (!IDENTIFIER.test(screen.name)) problems.push(`${at}: name must be camelCase`);
  if (!ROUTE.test(screen.route) && screen.route !== HOME) problems.push(`${at}: route '${screen.route}' must be an absolute path without a trailing slash`);
  problems.push(...checkMenu(at, screen.menu));
  const offered = screenActions(screen);
  if (!offered.includes('show')) problems.push(`${at}: actions must include 'show' (opening the page)`);
  for (const [role, actions] of Object.entries(screen.access ?? {})) {
    for (const action of actions ?? []) {
      if (!offered.includes(action)) problems.push(`${at}: access for '${role}' grants '${action}', which the screen does not offer`);
      if (screen.topRankOnly?.includes(action) && (SEEDED_ROLES.find(({ key }) => key === role)?.rank ?? 0) < TOP_RANK) problems.push(`${at}: access for '${role}' grants '${action}', which only the top rank holds`);
    }
  }
  for (const action of screen.topRankOnly ?? []) {
    if (!offered.includes(action)) problems.push(`${at}: topRankOnly names '${action}', which the screen does not offer`);
    if (action === 'show') problems.push(`${at}: 'show' cannot be the top rank's alone (every role it is granted to opens the page)`);
  }
  return problems;
};

const DATE_KINDS = new Set(['date', 'datetime']);
const NUMBER_KINDS = new Set(['integer', 'decimal', 'number', 'money']);

/**
 * A dashboard widget names what exists: its resource, declared filters (or the suffixed ones of
 * their operators), a date field for the period and date series, an enum or date to group by,
 * numbers to add up, sortable fields to list by.
 */
const checkWidget = (at: string, widget: DashboardWidget, byName: ReadonlyMap<string, AnyResource>): string[] => {
  const resource = byName.get(widget.resource);
  if (!resource) return [`${at}: unknown resource '${widget.resource}'`];
  const problems: string[] = [];
  const facts = factsOf(resource);
  const kindOf = (name: string) => (name === 'createdAt' || name === 'updatedAt' ? 'datetime' : resource.fields[name]?.kind);
  const checkFilter = (filter: DashboardFilter | undefined) => {
    for (const key of Object.keys(filter ?? {})) {
      const op = FILTER_OPS.find((candidate) => key.endsWith(`_${candidate}`) && facts.filters.has(key.slice(0, -candidate.length - 1)));
      const field = op ? key.slice(0, -op.length - 1) : key;
      if (!facts.filters.has(field)) problems.push(`${at}: '${field}' is not a filter of '${resource.name}'`);
    }
  };
  const checkMeasure = (measure: Measure | undefined) => {
    if (!measure || measure === 'count') return;
    const field = 'sum' in measure ? measure.sum : measure.average;
    if (!NUMBER_KINDS.has(String(kindOf(field)))) problems.push(`${at}: '${field}' is not a number or money field of '${resource.name}'`);
  };
  checkFilter(widget.filter);
  if (widget.period && !DATE_KINDS.has(String(kindOf(widget.period)))) problems.push(`${at}: period '${widget.period}' is not a date field`);
  if (widget.kind === 'card') checkMeasure(widget.measure);
  if (widget.kind === 'card' && widget.within && !widget.period) problems.push(`${at}: 'within' counts a period of the card's 'period' field, which it does not declare`);
  if (widget.kind === 'chart') {
    const kind = kindOf(widget.by.field);
    if (widget.by.unit ? !DATE_KINDS.has(String(kind)) : kind !== 'enum' && kind !== 'reference') problems.push(`${at}: '${widget.by.field}' is not ${widget.by.unit ? 'a date field' : 'an enum or a reference field'}`);
    checkMeasure(widget.measure);
    for (const series of widget.series ?? []) {
      checkFilter(series.filter);
      checkMeasure(series.measure);
    }
  }
  if (widget.kind === 'list') {
    for (const field of [widget.sort[0], ...widget.fields]) if (!kindOf(field) && field !== 'id') problems.push(`${at}: unknown field '${field}'`);
    if (widget.limit < 1 || widget.limit > 20) problems.push(`${at}: a list shows 1 to 20 records`);
  }
  return problems;
};

/** A grant's page: under its resource's menu group; only the roles it names (and the top ones) hold it by default. */
const grantPage = (grant: GrantPage): PageEntry => ({
  name: grant.key,
  route: grant.resource.route,
  menu: grant.resource.menu,
  actions: GRANT_ACTIONS,
  access: Object.fromEntries(SEEDED_ROLES.map(({ key }) => [key, grant.roles.includes(key) ? GRANT_ACTIONS : []])),
});

/** Builds the registry and checks every declaration, failing with all problems at once. */
export const createRegistry = (resources: readonly AnyResource[], screens: readonly ScreenDefinition[] = []): Registry => {
  const names = new Set(resources.map((resource) => resource.name));
  const byNameForChecks = new Map(resources.map((resource) => [resource.name, resource]));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (kind: string, owner: string, keys: string[]) => {
    for (const key of keys) {
      const other = seen.get(key);
      if (other) problems.push(`${kind} '${owner}': ${key.split(':')[0]} is already used by '${other}'`);
      seen.set(key, owner);
    }
  };
  for (const resource of resources) {
    claim('resource', resource.name, [
      `name:${resource.name}`,
      ...[...routesOf(resource).map(({ route }) => route), ...(resource.publicPage ? [resource.publicPage.route, ...Object.values(resource.publicPage.forms ?? {}).map((form) => form.route)].map((route) => `${route}/:id`) : [])].map((route) => `route:${route.toLowerCase()}`),
    ]);
    problems.push(...checkResource(resource, names, byNameForChecks));
  }
  // A screen's name is a page key beside the resources' names, and its path is never a resource's.
  for (const screen of screens) {
    claim('screen', screen.name, [`name:${screen.name}`, `route:${screen.route.toLowerCase()}`]);
    problems.push(...checkScreen(screen));
    if (isDashboard(screen) && screen.openOn && !screen.periods) problems.push(`dashboard '${screen.name}': 'openOn' needs 'periods'`);
    if (isDashboard(screen)) problems.push(...screen.widgets.flatMap((widget) => checkWidget(`dashboard '${screen.name}', widget '${widget.key}'`, widget, byNameForChecks)));
  }
  // A grant is a page key too: it may not take a resource's or a screen's name.
  const { grants, problems: grantProblems } = grantsOf(resources);
  problems.push(...grantProblems);
  for (const grant of grants) claim('grant', grant.key, [`name:${grant.key}`]);
  if (problems.length > 0) throw new RegistryError(problems);

  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const facts = new Map(resources.map((resource) => [resource.name, factsOf(resource, (name) => byName.get(name))]));
  const sorted = [...resources].sort((a, b) => a.name.localeCompare(b.name));
  const sortedScreens = [...screens].sort((a, b) => a.name.localeCompare(b.name));
  return {
    resources: sorted,
    screens: sortedScreens,
    pages: [
      ...sorted.map((resource) => ({ name: resource.name, route: resource.route, menu: resource.menu, actions: actionsOf(resource), access: resource.access })),
      ...sortedScreens.map((screen) => ({ name: screen.name, route: screen.route, menu: screen.menu, actions: screenActions(screen), topRankOnly: screen.topRankOnly, access: screen.access })),
      ...grants.map(grantPage),
    ],
    grants: grants.map(({ key }) => key),
    get: (name) => byName.get(name),
    facts: (name) => {
      const found = facts.get(name);
      if (!found) throw new Error(`Unknown resource '${name}'`);
      return found;
    },
    inDependencyOrder: () => {
      const ordered: AnyResource[] = [];
      const visiting = new Set<string>();
      const visit = (resource: AnyResource) => {
        if (ordered.includes(resource) || visiting.has(resource.name)) return;
        visiting.add(resource.name);
        // Its lines are written with it: what they refer to comes first too (a step's approver).
        const lineFields = Object.values(resource.lines ?? {}).flatMap((lines) => Object.values(byName.get(lines.resource)?.fields ?? {}));
        for (const field of [...Object.values(resource.fields), ...lineFields]) {
          if ((field.kind === 'reference' || field.kind === 'referenceMany') && field.target !== resource.name) {
            const target = byName.get(field.target);
            if (target) visit(target);
          }
        }
        ordered.push(resource);
      };
      sorted.forEach(visit);
      return ordered;
    },
  };
};

/** Picks the resource definitions out of loaded modules (each resource file exports one). */
export const resourcesFromModules = (modules: readonly Record<string, unknown>[]): AnyResource[] =>
  modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is AnyResource =>
        typeof value === 'object' && value !== null && 'name' in value && 'fields' in value && 'route' in value,
    ),
  );
