import type { Field, TemporalField } from './fields';
import type { Action } from './access';
import type { IconName } from './icons';
import type { MenuGroup } from './menu';
import type { RowScope } from './visibility';
import type { AnonymousRecords } from './anonymity';
import type { CheckDefinition, ConstraintDefinition, RollupDefinition, Workflow, WorkflowMove } from './rules';
import type { DocumentLayout } from './documents';
import type { LedgerPosting } from './ledger';
import type { ReminderDefinition } from './reminders';
import type { NotificationTopic } from './notification-topics';
import type { CalendarDefinition } from './calendar';

/** Columns every record has; the api adds them, the schema never declares them. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'version'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** The system timestamps, declared like datetime fields so that a resource may filter on them. */
export const SYSTEM_TIMESTAMPS = {
  createdAt: { kind: 'datetime', readOnly: true },
  updatedAt: { kind: 'datetime', readOnly: true },
} as const satisfies Record<string, TemporalField>;
export type SystemTimestamp = keyof typeof SYSTEM_TIMESTAMPS;

/** A declared field, or a system timestamp as a datetime field (`id` has no declaration). */
export const fieldOf = (resource: { fields: Readonly<Record<string, Field>> }, name: string): Field | undefined =>
  Object.hasOwn(resource.fields, name) ? resource.fields[name] : Object.hasOwn(SYSTEM_TIMESTAMPS, name) ? SYSTEM_TIMESTAMPS[name as SystemTimestamp] : undefined;

/** Filter operators of the ra-data-simple-rest dialect: `eq` is a plain key, the others are key suffixes. */
export const FILTER_OPS = ['eq', 'in', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type SortOrder = 'ASC' | 'DESC';

/** The largest page a client may ask for, and the most ids one `in` filter may list. */
export const MAX_PAGE_SIZE = 1000;

/**
 * Lists are served by offset up to this many records (deeper offsets cost the database the rows
 * skipped); beyond it a client narrows the filter, or walks every record by id (`id_gt`).
 */
export const MAX_LIST_DEPTH = 10_000;

export interface ResourceMenu {
  group: MenuGroup;
  icon: IconName;
  order?: number;
  /**
   * Resources with the same screen are tabs of one screen with one menu item (SPEC's "Roles &
   * Users": users and roles). The label is `menu.screens.{screen}` in locales.
   */
  screen?: string;
  /**
   * `false`: no sidebar entry of its own (a parent's lines, reached from the parent's page); its
   * path opens all the same, and its group still sets its default permissions.
   */
  sidebar?: false;
}

/**
 * Another spec path of the same resource (internal circulars at /IncomingOutgoing/InternalCirculars
 * and /hr/Circulars): the same records, rules and page permissions, its own list, create and show
 * screens at that path.
 */
export interface ResourceRoute {
  /** The admin path from the spec. */
  route: string;
  /** A sidebar entry of its own (usually in another group); without one the path opens but is not in the sidebar. */
  menu?: ResourceMenu;
  /**
   * The part of the records this path is about (the stadiums among the places): enum fields and
   * the values its list always keeps (others never show there), the first of each being what its
   * create form starts with. The records, rules and permissions stay the resource's.
   */
  preset?: Readonly<Record<string, string | readonly string[]>>;
  /** The path's own name (with a preset): labelled `resources.{name}.views.{view}`, plural forms like `name`. */
  view?: string;
}

/**
 * Child records edited inside their parent's form and written with it in one transaction
 * (invoice lines, approval steps): `lines: { items: { resource: 'invoiceItems', parentField: 'invoiceId' } }`.
 * The API takes and returns them as `items: [...]` in the parent's body (getOne); the child
 * resource is read-only on its own (its rows come only through the parent).
 */
export interface LinesDefinition {
  /** The child resource (read-only, with `parentField` and an integer `position`). */
  resource: string;
  /** The child's required reference to this resource. */
  parentField: string;
}

/**
 * A page of one record that anyone may open without signing in (SPEC §2: /tasksView/{id},
 * /jobPostings/{id}): only the fields it lists, at GET /api/public/{name}/{id} and at the admin
 * path `{route}/{id}`. Never a reference, file, secret or sensitive field (the registry checks).
 */
export interface PublicPage<Field extends string = string> {
  route: string;
  fields: readonly Field[];
  /** A boolean field: only records where it is true open (a task marked shareable); the others are not found. */
  shownWhen?: Field;
  /**
   * The record's public states: only a record whose every named enum field holds one of the values
   * opens (a published survey, an approved invitation); drafts and the others are not found, for
   * reading, forms and buttons alike. A page declares `states` or `shownWhen` (the registry checks).
   */
  states?: { readonly [K in Field]?: readonly string[] };
  /**
   * A form under the page that anyone may send (an application to a job posting): each sending
   * creates a row of `resource` with only `fields` taken from the body and `parentField` set to
   * this record, at POST /api/public/{name}/{id}, throttled like the page. The child resource's
   * own rules (its override) decide whether the record takes submissions now.
   */
  form?: PublicForm;
  /**
   * Other forms on the same record, each at an address of its own `{route}/{id}` (an opportunity's
   * volunteer sign-up is its `form`, its attendance check-in one of these): the page shows the same
   * fields with that form only; POST /api/public/{name}/{id}/{key}. Labels: `resources.{name}.publicForms.{key}`.
   */
  forms?: Readonly<Record<string, PublicForm & { route: string }>>;
  /** Its links are also offered on each row of the list (SPEC §2: the opportunities' two copy-link actions), not only on the record's page. */
  linksInList?: boolean;
  /**
   * Child lines the page sends with the record (a survey's questions, for its form): each line's
   * own plain fields, in their order. Keys of the resource's `lines`.
   */
  lines?: readonly string[];
  /** A field the page also draws as a QR code (an invitation's code, read at the gate). */
  qrCode?: Field;
  /**
   * Buttons anyone on the page may press (a visitor confirming attendance): POST
   * /api/public/{name}/{id}/{action}, run by the override's `publicActions`, offered only while
   * `when` holds. Labels: `resources.{name}.publicActions.{action}` (label, done).
   */
  actions?: Readonly<Record<string, { when?: { readonly [K in Field]?: readonly string[] } }>>;
}

export interface PublicForm {
  /** The resource each submission creates a row of. */
  resource: string;
  /** Its required reference to the page's resource. */
  parentField: string;
  /**
   * The fields a visitor fills in: plain values only (no reference, file or secret field). A
   * sensitive one may be asked (their own phone): the form writes it and never shows it back.
   */
  fields: readonly string[];
  /**
   * The form takes submissions only while each named field of the record (one the page shows)
   * holds one of the values (a posting that is open); otherwise the page says it is closed and a
   * submission answers 409.
   */
  openWhen?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields of the form the page's address carries after the id, in order (SPEC §2
   * /formView/{id}/{phone}): filled from the path, not asked again.
   */
  fromPath?: readonly string[];
  /**
   * The club sends some people a personal link to the form (a visitor's survey link after the
   * visit): its `token` (sent in the body) names that person's record of this resource, and only
   * then does the write learn who sent it (`proof`); without a live token the submission is
   * anonymous, whatever the fields say. A token is used once.
   */
  personalLink?: string;
  /**
   * The sender proves they hold the phone on file (a volunteer checking in): the form is sent in
   * two steps. First its fields to `…/code`, answered with one neutral message whatever they name,
   * while a one-time code goes by SMS to the phone on file of the person the form resource's
   * override finds (`publicCodes`); then the fields with that `code`. The write learns who proved
   * it (`proof`).
   */
  oneTimeCode?: boolean;
  /**
   * The sender is told "received" and nothing else, whatever became of the submission (no new
   * row's id, and a refusal for who the fields name, such as an application sent already, is kept
   * from them): the fields name someone who may be on file (a national ID), and the answer must not
   * tell whether they are.
   */
  neutralAnswer?: boolean;
}

/**
 * A named operation on one record (approve, reject, check in) that the admin offers as a button on
 * the record's page: `POST /api/{resource}/{id}/{name}`, run by the resource's server override
 * (its `recordActions`), under the page permission `permission`. Labels: `resources.{name}.actions.{action}`.
 */
export interface RecordActionDefinition<Field extends string = string> {
  permission: Action;
  /** Offered only while each named enum field holds one of the values (a pending request). */
  when?: { readonly [K in Field]?: readonly string[] };
  /** The people deciding are asked for a comment, sent as `{ comment }`. */
  comment?: 'optional' | 'required';
  /**
   * The action needs one value, the new value of this field of the record (a freeze's last day, a
   * refund's amount): asked for with the field's own input and label, sent as `{ [field]: value }`,
   * checked by the API as the field's kind checks it (400 when missing or wrong) before the action runs.
   */
  asks?: Field;
  /**
   * The user this field names never takes it on this record (nobody decides their own request):
   * the admin does not offer it to them. The server refuses it too (a move's own `notBy`, or the
   * resource's override for a plain action).
   */
  notBy?: Field;
  /** Also offered in the list's bulk toolbar, run on each selected record it applies to. */
  bulk?: boolean;
  /**
   * Whether it would be refused now is known only by trying it (posting a stock document: enough
   * on hand for every line): the server tries it in a transaction it rolls back when it says which
   * actions the reader may take, so the admin tells a draft that cannot be posted before anyone presses Post.
   */
  triedFirst?: boolean;
  /**
   * `false`: not a plain button of the show page, as its body is more than a comment (a poll's
   * answer, given on the poll's page by the resource's own panel).
   */
  button?: false;
  /**
   * The action is signed on the approval route of `route` (a request type) before it takes
   * effect: each step's approver takes it in turn (a signature: who, when, their comment, kept in
   * the record's `approvalTrail`), never the `notBy` user and never one person twice; a step with a
   * minimum amount signs only records whose `amount` reaches it (a payment above SAR 50,000 needs the
   * general manager too). The engine keeps the signatures (api/src/rules/signatures.ts); the
   * override does what the action means at the last one (`signedInFull(write)`). Without an active
   * route, or no step for the amount, the first taking is the last. The record holds
   * `signatureFields` (schema/src/approvals.ts); an edit starts the signing again.
   */
  signatures?: { route: string; amount?: Field };
}

/** The fields of a row that name the record it is about: its resource's name, and its id. */
export interface AboutRecord<K extends string = string> {
  resource: K;
  id: K;
}

export interface FilterDefinition {
  /** Allowed operators; the kind's defaults when omitted (see defaultFilterOps). */
  ops?: readonly FilterOp[];
  /** Shown in the filter bar without being added by the user. */
  alwaysOn?: boolean;
}

export interface ResourceDefinition<F extends Record<string, Field> = Record<string, Field>, A extends string = string, W extends string = string> {
  /** API path (/api/{name}), i18n namespace and permission key. camelCase, unique. */
  name: string;
  /** The admin path from the spec, e.g. '/Assets/Assets'. */
  route: string;
  menu: ResourceMenu;
  /** The resource's other spec paths, each with its screens (and sidebar entry when it has a menu). */
  alsoAt?: readonly ResourceRoute[];
  /** Field(s) that name a record in references, titles and breadcrumbs. */
  recordRepresentation: keyof F & string | readonly (keyof F & string)[];
  /** Child lines edited in this resource's form, by the key they take in its body. */
  lines?: Readonly<Record<string, LinesDefinition>>;
  fields: F;
  list: {
    columns: readonly (keyof F & string | SystemField)[];
    sort: readonly [keyof F & string | SystemField, SortOrder];
    /**
     * `false`: the list keeps its page, sort and filters to itself and its URL takes no search
     * parameters (SPEC §2's screens without search parameters: /VoucherReceipt/, /VoucherPayment/).
     */
    searchParameters?: false;
    /**
     * A record's card on a phone (below the small breakpoint lists are cards, not squeezed tables):
     * its name and status, then these facts; the first columns after them when not said.
     */
    card?: { facts: readonly (keyof F & string | SystemField)[] };
  };
  /** Filters on declared fields or on the system timestamps (createdAt, updatedAt). */
  filters?: { readonly [K in (keyof F & string) | SystemTimestamp]?: FilterDefinition };
  /**
   * Clients may only read it (list, getOne, getMany): POST, PUT and DELETE answer 405 and the
   * admin shows no create, edit or delete. Rows come from the server itself (e.g. the audit log).
   */
  readOnly?: boolean;
  /** Extra composite B-tree indexes, for filter + sort combinations a screen uses (columns in order). */
  indexes?: readonly (readonly (keyof F & string | SystemField)[])[];
  /**
   * Combinations of fields no two records share (one answer per phone and survey), each a unique
   * index: a clash answers 400 on the combination's last field.
   */
  uniqueTogether?: readonly (readonly (keyof F & string)[])[];
  /**
   * Rows come from the server (e.g. the registry of pages): clients may read and edit them but
   * never create or delete one (405).
   */
  serverRows?: boolean;
  /**
   * One-row settings (with `serverRows`): the server makes the row at start from the fields'
   * defaults, and the admin opens its form directly at the resource's route.
   */
  singleton?: boolean;
  /**
   * A row per value of this enum field (with `serverRows`; the field required and unique): the
   * server makes the missing rows at start from the fields' defaults (a task state per task status),
   * and they are edited, never created or deleted.
   */
  rowPerValue?: keyof F & string;
  /**
   * A unique, required text field that names a record for people and integrators (a role's `key`):
   * a reference to this resource accepts it in place of the id, in writes and in filters.
   */
  naturalKey?: keyof F & string;
  /** Default permissions of seeded roles on this resource, instead of those of its menu group (see access.ts). */
  access?: Partial<Record<string, readonly Action[]>>;
  /** Row-level scope: without its grant, a reader sees and writes only their own rows (see visibility.ts). */
  scope?: RowScope;
  /**
   * Its rows are about another record, named by two text fields (a comment's `resource` and
   * `recordId`): whoever may read that record reads them through it, whatever their permission on
   * this resource's page. Their files are uploaded for that record and downloaded by its readers,
   * and their live changes are told to its readers (see AboutRecord).
   */
  aboutRecord?: AboutRecord<keyof F & string>;
  /** Records whose writers stay unnamed in the audit trail while they are anonymous (see anonymity.ts). */
  anonymous?: AnonymousRecords<keyof F & string>;
  /**
   * Confidential records (a player's medical file): every read by a signed-in user, one record or
   * a page of them, leaves an entry in the audit trail (action `read`) with who and when.
   */
  auditReads?: boolean;
  /** Its record is a document people print, keep and send: its layout (see documents.ts). */
  document?: DocumentLayout<keyof F & string>;
  /** Its records take up time: its list is offered as a calendar too (see calendar.ts). */
  calendar?: CalendarDefinition<keyof F & string>;
  /** A page of one record for anyone, without signing in (see PublicPage). */
  publicPage?: PublicPage<keyof F & string>;
  /** Operations on one record offered beside edit (see RecordActionDefinition). */
  actions?: { readonly [K in A]: RecordActionDefinition<keyof F & string> };
  /** Its status field's states and the moves between them, each a record action (see rules.ts). */
  workflow?: Workflow<keyof F & string, W>;
  /** Cross-field and calendar rules, by their message key (see rules.ts). */
  checks?: Readonly<Record<string, CheckDefinition<keyof F & string>>>;
  /** Rules over several records: no overlap, capacity, one primary, unique while (see rules.ts). */
  constraints?: Readonly<Record<string, ConstraintDefinition<keyof F & string>>>;
  /** Values kept from the records that refer to this one (see rules.ts). */
  rollups?: Readonly<Record<string, RollupDefinition<keyof F & string>>>;
  /** The journal entries its records post to the general ledger (see ledger.ts). */
  ledger?: readonly LedgerPosting<keyof F & string>[];
  /** Reminders its records send as a date of theirs comes near, by name (see reminders.ts). */
  reminders?: Readonly<Record<string, ReminderDefinition<keyof F & string>>>;
  /**
   * The notification topic its records' assignments, changes and comments are told under (a
   * maintenance order's: `maintenanceRequests`), instead of the event's own (see notification-topics.ts).
   */
  notificationTopic?: NotificationTopic;
}

/**
 * Declares a resource. Identity at runtime; at compile time it checks that list columns,
 * sort keys, filters and the record representation name declared fields.
 */
/** Every admin path of a resource: its route first, then its other spec paths. */
export const routesOf = (resource: Pick<AnyResource, 'route' | 'menu' | 'alsoAt'>): ResourceRoute[] => [
  { route: resource.route, menu: resource.menu },
  ...(resource.alsoAt ?? []),
];

export const defineResource = <const F extends Record<string, Field>, const A extends string = never, const W extends string = never>(
  definition: ResourceDefinition<F, A, W>,
): ResourceDefinition<F, A, W> => withWorkflowActions(definition);

/**
 * A workflow's moves are record actions like the declared ones (the guard, the buttons, the
 * action route and its `when` see them alike): each one a person takes is added to `actions`.
 */
const withWorkflowActions = <R extends { workflow?: Workflow; actions?: object }>(definition: R): R => {
  const workflow = definition.workflow;
  if (!workflow) return definition;
  const moves = Object.entries(workflow.moves as Record<string, WorkflowMove>)
    .filter(([, move]) => move.by !== 'effect')
    .map(([name, move]): [string, RecordActionDefinition] => [name, {
      permission: move.permission ?? 'edit',
      when: { [workflow.field]: move.from },
      ...(move.comment ? { comment: move.comment } : {}),
      ...(move.asks ? { asks: move.asks } : {}),
      ...(move.notBy ? { notBy: move.notBy } : {}),
      ...(move.bulk ? { bulk: true } : {}),
    }]);
  return { ...definition, actions: { ...Object.fromEntries(moves), ...definition.actions } };
};

/**
 * Any declared resource, as generic code sees it. Declared on its own (not as
 * ResourceDefinition<Record<string, Field>>) so that every specific declaration is assignable to it.
 */
export interface AnyResource {
  name: string;
  route: string;
  menu: ResourceMenu;
  alsoAt?: readonly ResourceRoute[];
  recordRepresentation: string | readonly string[];
  lines?: Readonly<Record<string, LinesDefinition>>;
  fields: Readonly<Record<string, Field>>;
  list: { columns: readonly string[]; sort: readonly [string, SortOrder]; searchParameters?: false; card?: { facts: readonly string[] } };
  filters?: { readonly [field: string]: FilterDefinition | undefined };
  readOnly?: boolean;
  indexes?: readonly (readonly string[])[];
  uniqueTogether?: readonly (readonly string[])[];
  serverRows?: boolean;
  rowPerValue?: string;
  singleton?: boolean;
  naturalKey?: string;
  access?: Partial<Record<string, readonly Action[]>>;
  scope?: RowScope;
  aboutRecord?: AboutRecord;
  anonymous?: AnonymousRecords;
  auditReads?: boolean;
  document?: DocumentLayout;
  calendar?: CalendarDefinition;
  publicPage?: PublicPage;
  actions?: Readonly<Record<string, RecordActionDefinition>>;
  workflow?: Workflow;
  checks?: Readonly<Record<string, CheckDefinition>>;
  constraints?: Readonly<Record<string, ConstraintDefinition>>;
  rollups?: Readonly<Record<string, RollupDefinition>>;
  ledger?: readonly LedgerPosting[];
  reminders?: Readonly<Record<string, ReminderDefinition>>;
  notificationTopic?: NotificationTopic;
}
