import type { Field, MenuGroup, SystemField, FormatName } from '@club/schema';
import type { TranslationMessages } from 'ra-core';
import type { InviteStrings, RecoveryStrings } from './recoveryTypes';
import type { ClerkStrings } from './clerkTypes';
import type { BoardStrings } from './boardTypes';
import type { CommentStrings, NotificationSettingStrings } from './talkTypes';

/**
 * Labels of one API resource (messages key `resources.{name}`).
 * - `name`: polyglot smart-count forms. English: 'Task |||| Tasks'.
 *   Arabic: 6 forms in polyglot's arabic order, picked by smart_count:
 *   [0] n=0 (after «أي»: «لم يتم العثور على أي مهام»), [1] n=1 singular, [2] n=2 — react-admin's
 *   "plural label" count (menu, list title), so the definite plural «المهام», [3] n=3–10 plural,
 *   [4] n=11–99 accusative singular («مستخدمًا»), [5] n≥100 genitive singular.
 * - `fields`: a label for every declared field; the system fields (id, createdAt, updatedAt,
 *   version) are labelled once per language (`systemFields`), a resource may relabel them.
 * - `enums`: field name → enum value → label, for every enum and multiEnum field.
 * - `permission`: the page's permission label (SPEC §6: "Sponsor Contract", "Tasks & Follow up").
 */
export type ResourceLocale = {
  name: string;
  /** The page's label in the permission matrix and Manage Pages (SPEC §6), when not the plural name. */
  permission?: string;
  fields: Record<string, string>;
  enums?: Record<string, Record<string, string>>;
  /** The record actions' button labels (`actions` of the declaration). */
  actions?: Record<string, string>;
  /** The public page's form (`publicPage.form`). */
  publicForm?: PublicFormStrings;
  /** The public page's other forms (`publicPage.forms`), by key. */
  publicForms?: Record<string, PublicFormStrings>;
  /** The public page's buttons (`publicPage.actions`): each one's label and what the page says once done. */
  publicActions?: Record<string, PublicActionStrings>;
  /** The names of the resource's preset paths (`alsoAt[].view`: the stadiums among the places), plural forms like `name`. */
  views?: Record<string, string>;
  /** What its declared checks and constraints say when they refuse a write, by rule key (schema/src/rules.ts). */
  rules?: Record<string, string>;
  /**
   * Other words the resource's override writes (a default title, a line of a notification, a
   * label it puts in a record), by key, %{…} filled in: `rules.text(write, key, values)`.
   */
  texts?: Record<string, string>;
  /** What each declared reminder says (schema/src/reminders.ts), `%{record}`, `%{date}` and `%{days}` filled in. */
  reminders?: Record<string, ReminderStrings>;
};

/** A reminder's email subject and its text (the in-app notice is the subject). */
export type ReminderStrings = { subject: string; text: string };

/**
 * Importing a sheet into a resource (api/src/imports, admin/src/imports): the server's words for
 * what a file, a column or a cell gets wrong, and the import screen's.
 */
export type ImportStrings = {
  unreadable: string;
  empty: string;
  tooManyRows: string;
  tooLarge: string;
  notImportable: string;
  notAField: string;
  columnTwice: string;
  keyNotUnique: string;
  keyNotMapped: string;
  keyTwice: string;
  requiredNotMapped: string;
  number: string;
  date: string;
  time: string;
  dateTime: string;
  yesNo: string;
  oneOf: string;
  noSuchRecord: string;
  severalRecords: string;
  severalSameName: string;
  severalSameNameUse: string;
  targetUnreadable: string;
  noEdit: string;
  problems: string;
  title: string;
  intro: string;
  chooseFile: string;
  fileHint: string;
  chosenFile: string;
  template: string;
  templateCsv: string;
  templateXlsx: string;
  mapping: string;
  column: string;
  header: string;
  field: string;
  example: string;
  skip: string;
  matchBy: string;
  onlyNew: string;
  check: string;
  checking: string;
  run: string;
  running: string;
  progress: string;
  willCreate: string;
  willUpdate: string;
  ready: string;
  notReady: string;
  row: string;
  problem: string;
  wholeFile: string;
  action: string;
  record: string;
  create: string;
  update: string;
  moreRows: string;
  done: string;
  backToList: string;
  another: string;
  failed: string;
  importButton: string;
  exportXlsx: string;
};

/** The engine's words for the declared rules (schema/src/rules.ts), %{…} filled in by the API or the admin. */
export type RuleStrings = {
  moveRefused: string;
  startsAs: string;
  finalEdit: string;
  lockedEdit: string;
  finalDelete: string;
  byEffect: string;
  onlyActor: string;
  notOwn: string;
  notPermitted: string;
  commentRequired: string;
  notNow: string;
  invalid: string;
  waitingFor: string;
  waitingForStep: string;
  nextMoves: string;
  /** An approval workflow's (schema/src/rules.ts WorkflowApproval): no route for the type, its one step by the admin role. */
  approvalNoRoute: string;
  approvalAdministrator: string;
  /** A plain edit or delete after the first decision. */
  approvalDecided: string;
  approvalNotYours: string;
  approvalOwnRequest: string;
  approvalOnlyRequester: string;
  approvalCommentNeeded: string;
  approvalCommentTooLong: string;
  /** An action signed on a route (schema/src/resource.ts `signatures`): the step signing now is someone else's; one person signs once. */
  signatureNotYours: string;
  signatureTwice: string;
};

/** A public page's button: its label, and the notice once it is done. */
export type PublicActionStrings = { label: string; done: string };

/** The texts of a public page's form: its heading, button, thanks, and the notice when it is closed. */
export type PublicFormStrings = {
  title: string;
  submit: string;
  sent: string;
  closed: string;
  /** The page's own words instead of the generic ones (SPEC §8's survey texts). */
  notFound?: string;
  loadFailed?: string;
  submitFailed?: string;
  /** The label of the button that copies the form's address, instead of the generic one. */
  copyLink?: string;
};

type DeclaredFields = Readonly<Record<string, Field>>;

/** The names of a declaration's enum and multiEnum fields. */
type EnumFieldName<F> = { [K in keyof F]: F[K] extends { kind: 'enum' | 'multiEnum' } ? K : never }[keyof F] & string;

/** A label for every value of every enum field, keyed by the values the schema declares. */
type EnumLabels<F> = { [K in EnumFieldName<F>]: F[K] extends { values: readonly (infer V extends string)[] } ? Record<V, string> : never };

/**
 * The labels of one resource, checked against its declaration (`typeof players`): a field or enum
 * value without a label, and a label of a field or value the schema does not declare (a stale
 * key), fail the type check.
 */
export type ResourceLocaleOf<R extends { fields: DeclaredFields; actions?: object }> = {
  name: string;
  permission?: string;
  fields: { [K in keyof R['fields']]: string } & { [K in SystemField]?: string };
} & ([EnumFieldName<R['fields']>] extends [never] ? { enums?: undefined } : { enums: EnumLabels<R['fields']> })
  & ([ActionName<R>] extends [never] ? { actions?: undefined } : { actions: Record<ActionName<R>, string> })
  // Needed when the resource's public page has a form (tests/unit/locales.test.ts checks it).
  & { publicForm?: PublicFormStrings; publicForms?: Record<string, PublicFormStrings>; publicActions?: Record<string, PublicActionStrings>; views?: Record<string, string>; rules?: Record<string, string>; texts?: Record<string, string>; reminders?: Record<string, ReminderStrings> };

/** The names of a declaration's record actions. */
type ActionName<R> = (R extends { actions?: infer A } ? keyof NonNullable<A> & string : never) | (R extends { workflow?: { moves: infer M } } ? keyof M & string : never);

/** One resource's labels in one language: `defineResourceLocale<typeof tasks>({ … })`. */
export const defineResourceLocale = <R extends { fields: DeclaredFields; actions?: object }>(labels: ResourceLocaleOf<R>): ResourceLocale => labels as ResourceLocale;

/** Every resource's labels with the language's system-field labels under its own (a resource's own relabelling wins). */
export const withSystemFieldLabels = (
  resources: Record<string, ResourceLocale>,
  systemFields: Record<SystemField, string>,
): Record<string, ResourceLocale> =>
  Object.fromEntries(Object.entries(resources).map(([name, locale]) => [name, { ...locale, fields: { ...systemFields, ...locale.fields } }]));

/** A document's own words: its headings, the yes and no of its values, its pages and the button that downloads it. */
export type DocumentStrings = {
  seller: string;
  vatNumber: string;
  party: string;
  details: string;
  lines: string;
  totals: string;
  inWords: string;
  qr: string;
  yes: string;
  no: string;
  page: string;
  printedAt: string;
  downloadPdf: string;
  otherDetails: string;
  unavailable: string;
  /** Sending the document to its party by email, its PDF attached. */
  email: string;
  emailConfirm: string;
  emailSubject: string;
  emailBody: string;
  emailSent: string;
  noRecipient: string;
};

/** App-level strings of the admin shell (messages key `app`). */
export type AppStrings = {
  title: string;
  /** The declared rules' words (see RuleStrings). */
  rules: RuleStrings;
  imports: ImportStrings;
  /** What a value of each text format looks like (schema/src/formats.ts), said when one does not match. */
  formats: Record<FormatName, string>;
  /** A document's headings (schema/src/documents.ts). */
  documents: DocumentStrings;
  language: { en: string; ar: string; switch: string };
  /** The settings pages (/settings and its sections). */
  settings: {
    title: string;
    subtitle: string;
    /** The section nav's accessible name. */
    sections: string;
    account: {
      title: string;
      /** The page's name out of context (command palette). */
      pageTitle: string;
      description: string;
      profile: string;
      saveProfile: string;
      saved: string;
      changePassword: string;
      changePasswordHelp: string;
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
      passwordsDiffer: string;
      passwordChanged: string;
      firstPasswordTitle: string;
      firstPasswordHelp: string;
    };
    appearance: {
      title: string;
      pageTitle: string;
      description: string;
      theme: string;
      font: string;
      fonts: { inter: string; manrope: string; system: string; cairo: string };
      preview: string;
      previewTitle: string;
      previewText: string;
      previewAction: string;
    };
    display: {
      title: string;
      pageTitle: string;
      description: string;
      direction: string;
      directions: { ltr: string; rtl: string };
      resetDirection: string;
      sidebarCollapsed: string;
      expandedGroups: string;
      expandedGroupsHelp: string;
      /** How dates and numbers are written. */
      datesAndNumbers: string;
      digits: string;
      digitsHelp: string;
      digitChoices: { latn: string; arab: string };
      hijri: string;
      hijriChoices: { marked: string; all: string };
    };
    notifications: NotificationSettingStrings;
  };
  /** The command palette (Ctrl+K). */
  palette: {
    open: string;
    title: string;
    placeholder: string;
    empty: string;
    pages: string;
    results: string;
    /** The records found by their text (GET /api/search), each named with its kind. */
    records: string;
    searching: string;
    noRecords: string;
    /** How many records are shown (smart_count). */
    recordsFound: string;
  };
  /** Theme names and the app bar's light/dark toggle. */
  theme: { light: string; dark: string; system: string; switchToDark: string; switchToLight: string };
  search: string;
  noResults: string;
  /** A list row's select checkbox, named by its record. */
  selectRow: string;
  /** The list pagination (SPEC §9): `range` takes %{from}, %{to} and %{total}; `page` and `currentPage` %{page}. */
  pagination: {
    label: string;
    rowsPerPage: string;
    range: string;
    previous: string;
    next: string;
    page: string;
    currentPage: string;
    /** Under a list longer than the pages served (MAX_LIST_DEPTH): why the pages stop there. */
    depthLimit: string;
  };
  errors: {
    sessionExpired: string;
    internalServerError: string;
    notModified: string;
    somethingWentWrong: string;
    contentNotFound: string;
    editFailed: string;
    deleteFailed: string;
    bulkDeleteFailed: string;
    conflict: string;
    invalidJson: string;
  };
  /**
   * The users screen's own actions (SPEC §4, §5, §8). Texts with smart_count have 2 forms in
   * English and 6 in Arabic.
   */
  users: {
    /** How many display settings the app keeps with the account (its preferences), e.g. '3 saved display settings'. */
    savedPreferences: string;
    activate: string;
    deactivate: string;
    /** Loading texts while a bulk action runs, e.g. 'Activating 3 users…'. */
    activating: string;
    deactivating: string;
    /** Success counts, e.g. '3 users activated'. */
    activated: string;
    deactivated: string;
    errors: { activate: string; deactivate: string };
    /** The delete confirmation: a word to type (`word`) and, for one user, the username. */
    delete: {
      title: string;
      bulkTitle: string;
      warning: string;
      word: string;
      wordLabel: string;
      wordRequired: string;
      usernameLabel: string;
      usernameRequired: string;
      confirm: string;
      deleting: string;
    };
  };
  /** Generic form parts: every password is typed twice. */
  forms: { confirmPassword: string; passwordsDiffer: string };
  /**
   * A value the server shows once (a new API key's secret), in a dialog with a copy button:
   * `title` and `once` around it, `copied` after the copy, `done` closes it for good.
   */
  revealed: { title: string; once: string; copy: string; copied: string; done: string };
  /** A record's history beside its show page (the audit trail). `by`: %{name}. */
  history: {
    title: string;
    empty: string;
    by: string;
    someone: string;
    system: string;
    /** Who wrote an anonymous entry (a vote in an anonymous poll). */
    anonymous: string;
    arrow: string;
    structured: string;
    /** A record named by nothing (its summary empty) in the audit log. */
    unnamed: string;
    /** An effect of another write: `%{what}` names the record and what was done to it. */
    causedBy: string;
    /** A scheduled job's effect: `%{what}` names the kind of record. */
    causedByJob: string;
    yes: string;
    no: string;
    /** "Restore this version": the button, its question, and what follows. */
    restoreVersion: string;
    restoreVersionTitle: string;
    restoreVersionText: string;
    versionRestored: string;
    restoreVersionFailed: string;
  };
  /**
   * The trash: the delete question says what goes with the record (`%{name}`, `%{lines}`,
   * `%{files}`: counts), the list's link to its resource's trash, and the record kept there.
   */
  trash: {
    deleteTitle: string;
    deleteText: string;
    deleteLines: string;
    deleteFiles: string;
    deleteWith: string;
    deleteRestorable: string;
    bulkDeleteText: string;
    open: string;
    /** The list's link to its kind's trash, as a screen reader names it (`%{name}`: the kind, plural). */
    openFor: string;
    fields: string;
    noLines: string;
    record: string;
  };
  /** The app bar's bell: the signed-in user's unread in-app notifications. `label`: %{smart_count} unread. */
  bell: { label: string; title: string; empty: string; markAllRead: string; viewAll: string };
  /**
   * Live records: a record changed by someone else while its page is open. `changedBy`/`deletedBy`:
   * %{name} is the colleague who did it (their user's name), the `…ByColleague` forms when the reader
   * may not read users; `stale…`: the edit form's warning before a save would be refused; `reload`: its button.
   */
  live: {
    changedBy: string;
    changedByColleague: string;
    deletedBy: string;
    deletedByColleague: string;
    staleBy: string;
    staleByColleague: string;
    reload: string;
  };
  /** The Print button of a printable record's page. */
  print: string;
  /** The records that refer to the one shown, under its fields (one tab each). */
  /** `more`: the button over the tabs beyond the first few (%{count} of them). */
  related: { title: string; none: string; more: string };
  /** The squad's attendance taken on a training session's page. */
  attendance: { title: string; save: string; saved: string; rate: string; noRate: string; squadEmpty: string; allPresent: string; minutesLate: string };
  /** The roles screen's page-permission matrix (SPEC §2 "Page Permissions"). */
  roles: { pagePermissions: string; page: string; allActionsOf: string; noPages: string };
  /** Labels of range filters, e.g. '%{field} from' for `_gte`. */
  filters: { gte: string; lte: string; gt: string; lt: string };
  /** The sign-in pages (/sign-in, /sign-in-2) and the user menu. */
  auth: {
    title: string;
    subtitle: string;
    identifier: string;
    password: string;
    showPassword: string;
    hidePassword: string;
    submit: string;
    submitting: string;
    identifierRequired: string;
    passwordRequired: string;
    invalidCredentials: string;
    /** smart_count = minutes to wait (2 forms in English, 6 in Arabic). */
    tooManyAttempts: string;
    unreachable: string;
    signOut: string;
    tagline: string;
    features: { players: string; facilities: string; operations: string };
  };
  /** /forgot-password, /otp and /sign-up (see recoveryTypes.ts). */
  recovery: RecoveryStrings;
  /** The users list's invite dialog. */
  invite: InviteStrings;
  /** Third-party sign-in: /clerk/sign-in, /clerk/sign-up, /clerk/user-management (see clerkTypes.ts). */
  clerk: ClerkStrings;
  /** The toaster (SPEC §2): `label` names its region for screen readers ("Notifications"). */
  toaster: { label: string };
  /** Every dashboard's own words (admin/src/dashboards): the period, the list behind a card, CSV and print. */
  dashboard: {
    period: string;
    periods: { all: string; today: string; week: string; month: string };
    openList: string;
    download: string;
    print: string;
    /** The numbers of a chart as a table (its accessible text). */
    numbers: string;
    category: string;
    value: string;
    empty: string;
    /** A chart's category of rows that name no record (tasks nobody is assigned). */
    none: string;
    /** A chart's category naming a record the reader may not read: neither its name nor its id is shown. */
    notShown: string;
    /** A value of a list's record with its field's name ("Quantity: 2"). */
    labelled: string;
    /**
     * A card's change against the period before: `up`/`down` said to screen readers beside the
     * arrow, then `by` ("12% vs last month"), `same` or `new` (nothing before: no percentage);
     * `periods` the period before as the sentence names it, `previous` its number.
     */
    change: {
      up: string;
      down: string;
      by: string;
      same: string;
      new: string;
      periods: { today: string; week: string; month: string };
      previous: { today: string; week: string; month: string };
    };
  };
  /** A one-row settings screen (SPEC §8, invitation configuration). */
  settingsForm: { loadFailed: string; saved: string; updateFailed: string; connectionError: string };
  /**
   * Form messages of the field kinds' checks (schema/src/kinds.ts) that react-admin has none for;
   * the API answers the same texts (api/src/i18n/messages.ts).
   */
  validation: Record<
    'mustBeText' | 'format' | 'noNul' | 'url' | 'phone' | 'wholeNumber' | 'number' | 'amount' | 'boolean' | 'date' | 'dateTime' | 'time' | 'list' | 'noRepeats' | 'recordId' | 'idList' | 'json' | 'oneOf' | 'eachOneOf' | 'maxIds' | 'file' | 'fileList' | 'maxFiles',
    string
  >;
  /** A record's public page (admin/src/pages/publicRecord) and the show page's link to it. */
  publicPage: {
    throttled: string;
    failed: string;
    copyLink: string;
    linkCopied: string;
    qrCode: string;
    /** A form sent with a one-time code texted to the phone on file (a volunteer's check-in): its second step. */
    oneTimeCode: { ask: string; step: string; code: string; codeHelp: string; askAgain: string; changeDetails: string };
  };
  /** The departments' tree beside their list (admin/src/overrides/departments/ListAside.tsx). */
  organisationTree: { title: string };
  /** The switch between a list's table and its other views (admin/src/views/listViews.ts): one label per view's name. */
  listViews: { label: string; table: string; calendar: string; board: string };
  /** The board view of records with a workflow (see boardTypes.ts). */
  board: BoardStrings;
  /** A record's comments and its follow button (see talkTypes.ts). */
  comments: CommentStrings;
  /** The calendar view of records that take up time (admin/src/views/calendar). */
  calendar: {
    modes: string; week: string; month: string; today: string;
    previousWeek: string; nextWeek: string; previousMonth: string; nextMonth: string;
    /** A free hour of the week, and its name for screen readers (it opens a new record at that time when the reader may create one). */
    free: string; freeSlot: string;
    loading: string; empty: string; count: string;
  };
  /** The register of attachments: the link to the record holding a file. */
  attachments: { open: string };
  /** Moving a boarder to another bed (admin/src/overrides/playerRoomAssignments/ShowPanel.tsx). */
  roomMove: { title: string; room: string; bed: string; on: string; submit: string; done: string };
  /** The stakeholders' power/interest grid beside their list. */
  stakeholderGrid: { title: string; intro: string; first: string; highPower: string; lowPower: string; lowInterest: string; highInterest: string };
  /** A record action's button and its dialog (admin/src/views/RecordActionButton.tsx). */
  recordActions: {
    comment: string;
    commentOptional: string;
    confirm: string;
    cancel: string;
    /** Done, naming the record: the state it is now in (`doneState`), or the action taken. */
    done: string;
    doneState: string;
    /** A signature on a route that is not the last: who signs next (an action's `signatures`). */
    signed: string;
    failed: string;
    bulkDone: string;
    bulkPartly: string;
  };
  /** A saved form's toast, naming the record (admin/src/shell/useSavedNotice.ts). */
  /** After a save: what happened, and an action of the record the server would refuse as it stands (a draft that cannot be posted), why. */
  saved: { created: string; saved: string; notYet: string };
  /** The approval trail of a request (admin/src/fields/ApprovalTrailField.tsx). */
  /** A circular's read receipts: "7 of 40". */
  /** The invitation configuration's message texts and their previews (admin/src/overrides/invitationSettings). */
  invitationSettings: { placeholders: string; preview: string; notSent: string; previewIn: { en: string; ar: string } };
  /** A poll's results and answer form on its record (admin/src/overrides/polls). */
  /** An issued invoice's next steps (admin/src/overrides/invoices/ShowPanel). */
  invoices: { nextSteps: string; recordPayment: string; creditNote: string };
  polls: { results: string; votes: string; noVotes: string; chooseOne: string; chooseSome: string; answered: string };
  /** A survey's answers: the form's controls and the answered form (admin/src/overrides/surveyResponses). */
  surveys: { required: string; noQuestions: string; unanswered: string };
  circulars: { readOf: string };
  approvals: {
    step: string;
    awaiting: string;
    decisions: { approved: string; rejected: string; cancelled: string };
    noDecision: string;
    administrator: string;
  };
  /** The file kinds' input and display (admin/src/files). */
  files: {
    choose: string;
    chooseMany: string;
    remove: string;
    uploading: string;
    uploaded: string;
    download: string;
    downloadFailed: string;
    uploadFailed: string;
    tooLarge: string;
    wrongType: string;
    limits: string;
    anyType: string;
    none: string;
    /** Between accepted types: ', ' or '، '. */
    separator: string;
    families: { image: string; audio: string; video: string; text: string };
  };
  /** The error pages of SPEC §2 (/401, /403, /404, /500, /503, /errors/{error}). */
  errorPages: {
    goBack: string;
    backToHome: string;
    unauthorized: ErrorPageStrings;
    forbidden: ErrorPageStrings;
    notFound: ErrorPageStrings;
    internalServerError: ErrorPageStrings;
    maintenance: ErrorPageStrings;
  };
};

/** One error page: its heading and the sentence under it. */
export type ErrorPageStrings = { title: string; description: string };

/**
 * The custom screens' texts (schema/src/screens/, messages key `screens.{name}`): `title` names
 * the screen in the sidebar, its header, the palette, the permission matrix and Manage Pages.
 */
export type ScreenStrings = {
  payerStatement: {
    title: string;
    intro: string;
    payerKind: string;
    kinds: Record<'member' | 'parent', string>;
    pick: string;
    heading: string;
    printedOn: string;
    print: string;
    date: string;
    document: string;
    lineKinds: Record<'invoice' | 'receipt', string>;
    status: string;
    dueDate: string;
    debit: string;
    credit: string;
    balance: string;
    open: string;
    totals: Record<'invoiced' | 'received' | 'due' | 'credit' | 'balance', string>;
    empty: string;
    loadFailed: string;
  };
  financialReports: {
    title: string;
    intro: string;
    reports: Record<'trialBalance' | 'incomeStatement' | 'balanceSheet' | 'vatReturn', string>;
    from: string;
    to: string;
    at: string;
    code: string;
    account: string;
    opening: string;
    debit: string;
    credit: string;
    closing: string;
    amount: string;
    adjustment: string;
    vat: string;
    box: string;
    total: string;
    sections: Record<'asset' | 'liability' | 'equity' | 'revenue' | 'expense', string>;
    surplus: string;
    unclosedSurplus: string;
    balanced: string;
    outOfBalance: string;
    boxes: Record<`box${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16}`, string>;
    empty: string;
    openLedger: string;
    print: string;
    loadFailed: string;
  };
  visitorSearch: { title: string; intro: string; search: string; invitations: string; logs: string; gate: string; noInvitation: string; noLog: string; loadFailed: string };
  archivedActivities: { title: string; intro: string; search: string; kind: string; what: string; when: string; status: string; empty: string; loadFailed: string };
  taskHome: DashboardStrings<'open' | 'dueToday' | 'overdue' | 'unassigned' | 'next' | 'byPriority'>;
  taskBoard: {
    title: string;
    intro: string;
    column: string;
    limit: string;
    moveTo: string;
    moved: string;
    empty: string;
    unassigned: string;
    loadFailed: string;
  };
  taskSettings: { title: string; intro: string; states: string; priorities: string; edit: string; loadFailed: string };
  taskHistory: { title: string; intro: string; task: string; more: string; empty: string; loadFailed: string };
  packageCatalogue: {
    title: string;
    intro: string;
    category: string;
    all: string;
    months: string;
    freeze: string;
    noFreeze: string;
    sessions: string;
    invites: string;
    features: string;
    subscribe: string;
    details: string;
    empty: string;
    loadFailed: string;
  };
  applicationBoard: { title: string; intro: string; moveTo: string; reject: string; moved: string; empty: string; loadFailed: string };
  /** / (SPEC §1): the home dashboard; each widget's title and, for lists, its empty state. */
  home: DashboardStrings<'upcomingMeetings' | 'plannedVisits' | 'notifications' | 'assets' | 'assetValue' | 'openMaintenance' | 'lowStock' | 'staffDocumentsExpiring' | 'bookingsToday' | 'maintenanceByStatus' | 'tasksByStatus'>;
  /** /Visits: a dashboard. */
  visitsHome: DashboardStrings<'visitors' | 'invitations' | 'averageDuration' | 'present' | 'expectedToday' | 'visitorsByGate'>;
  /** /Visits/report: a dashboard. */
  visitsReport: DashboardStrings<'visitors' | 'approvedInvitations' | 'rejectedInvitations' | 'visitorsByDay' | 'invitationsByDay'>;
  /** /Executive: a dashboard. */
  executiveHome: DashboardStrings<'nextMeetings' | 'meetingsToday' | 'expectedVisits' | 'manageClosely' | 'meetingsByStatus'>;
  /** /Executive/PerformanceReport: a dashboard. */
  executivePerformance: DashboardStrings<'meetingsHeld' | 'meetingsCancelled' | 'visitsReceived' | 'meetingsByMonth' | 'visitsByPurpose'>;
  /** /Warehouses: a dashboard. */
  warehousesHome: DashboardStrings<'stockValue' | 'lowStock' | 'pendingRequests' | 'reorder' | 'itemsByCategory'>;
  /** /Warehouses/ReportsAndStatistics: a dashboard. */
  warehousesReport: DashboardStrings<'transfers' | 'requests' | 'valueByCategory' | 'requestsByStatus' | 'transfersByMonth'>;
  /** /Maintenances: a dashboard. */
  maintenanceHome: DashboardStrings<'open' | 'urgent' | 'scheduledDue' | 'cost' | 'byStatus' | 'byPriority'>;
  /** /Maintenances/ReportsAndStatistics: a dashboard. */
  maintenanceReport: DashboardStrings<'requests' | 'completed' | 'cost' | 'byMonth' | 'costByMonth' | 'byType'>;
  /** /Facility: a dashboard. */
  facilityHome: DashboardStrings<'bookingsToday' | 'awaiting' | 'outOfService' | 'residents' | 'freeBeds' | 'nextBookings'>;
  /** /Facility/ReportsAndStatistics: a dashboard. */
  facilityReport: DashboardStrings<'bookings' | 'revenue' | 'byPurpose' | 'byMonth' | 'facilitiesByStatus'>;
  /** /Assets: a dashboard. */
  assetsHome: DashboardStrings<'inService' | 'bookValue' | 'inCustody' | 'underMaintenance' | 'byStatus'>;
  /** /Assets/ReportsAndStatistics: a dashboard. */
  assetsReport: DashboardStrings<'value' | 'depreciation' | 'bookValue' | 'valueByStatus' | 'depreciationByMethod' | 'custodyByStatus'>;
  /** /Law: a dashboard. */
  lawHome: DashboardStrings<'active' | 'atStake' | 'won' | 'lost' | 'nextHearings' | 'byStatus' | 'byType'>;
  /** /IncomingOutgoing: a dashboard. */
  correspondenceHome: DashboardStrings<'incoming' | 'outgoing' | 'awaitingReply' | 'overdueFollowUps' | 'followUpsDue' | 'byStatus'>;
  /** /IncomingOutgoing/ReportsAndStatistics: a dashboard. */
  correspondenceReport: DashboardStrings<'incoming' | 'outgoing' | 'internal' | 'byMonth' | 'byClassification' | 'byPriority'>;
  /** /MarketingDashboards: a dashboard. */
  marketing: DashboardStrings<'reach' | 'clicks' | 'conversions' | 'spend' | 'revenue' | 'posts' | 'spendByChannel' | 'resultsByMonth' | 'postsByChannel'>;
  /** /apps: the integrations catalogue and each app's settings form. */
  apps: {
    title: string;
    intro: string;
    search: string;
    type: string;
    types: { all: string; connected: string; notConnected: string };
    sort: string;
    sorts: { asc: string; desc: string };
    connected: string;
    notConnected: string;
    categories: { messaging: string; storage: string; identity: string };
    names: { smtp: string; sms: string; s3: string; oidc: string };
    descriptions: { smtp: string; sms: string; s3: string; oidc: string };
    fields: Record<
      'host' | 'port' | 'secure' | 'username' | 'password' | 'from' | 'url' | 'token' | 'sender' | 'bucket' | 'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey' | 'prefix' | 'issuer' | 'clientId' | 'clientSecret' | 'name' | 'defaultRole',
      string
    >;
    settings: string;
    settingsOf: string;
    fromEnvironment: string;
    fromSaved: string;
    notSetUp: string;
    readOnly: string;
    envVar: string;
    secretSet: string;
    secretUnset: string;
    removeSecret: string;
    save: string;
    saved: string;
    test: string;
    testTo: string;
    testPhone: string;
    lastCheck: string;
    reset: string;
    resetDone: string;
    /** The question before a save or a reset: the user's password. */
    confirmTitle: string;
    confirmText: string;
    yourPassword: string;
    cancel: string;
    close: string;
    empty: string;
    loadFailed: string;
    /** ZATCA e-invoicing (phase 2): its settings, onboarding and switch. */
    zatca: {
      title: string;
      intro: string;
      onboarding: { none: string; compliance: string; production: string };
      phaseTwoOn: string;
      phaseTwoOff: string;
      environments: { sandbox: string; simulation: string; production: string };
      fields: Record<'environment' | 'crn' | 'unitName' | 'branchName' | 'industry' | 'street' | 'buildingNumber' | 'district' | 'city' | 'postalCode' | 'phaseTwo' | 'otp', string>;
      otpHelp: string;
      /** Onboarding cut short after the compliance CSID: it resumes without a password. */
      resumeHelp: string;
      save: string;
      saved: string;
      onboard: string;
      onboarded: string;
      confirmText: string;
    };
  };
  /** /tasks/report: a dashboard. */
  taskReport: DashboardStrings<'open' | 'overdue' | 'done' | 'byStatus' | 'byPriority' | 'byAssignee'>;

  helpCenter: {
    title: string;
    intro: string;
    search: string;
    categories: string;
    all: string;
    articles: string;
    count: string;
    empty: string;
    back: string;
    missing: string;
    updated: string;
    loadFailed: string;
  };
  chats: {
    title: string;
    intro: string;
    conversations: string;
    unread: string;
    none: string;
    choose: string;
    message: string;
    send: string;
    sendFailed: string;
    you: string;
    newConversation: string;
    start: string;
    people: string;
    groupName: string;
    cancel: string;
    empty: string;
    loadFailed: string;
  };
};

/**
 * The grants' names (schema `sensitive` fields and row `scope`s: pages of the permission matrix
 * with one action), by key, and what holding one lets a role do.
 */
export type GrantStrings = Record<string, { name: string; description: string }>;

/** Our keys next to react-admin's `ra`. */
export type AppMessages = {
  resources: Record<string, ResourceLocale>;
  screens: ScreenStrings;
  grants: GrantStrings;
  /** Sidebar groups, and the screens resources share as tabs (`menu.screen` in the schema). */
  menu: {
    label: string;
    groups: Record<MenuGroup, string>;
    screens: Record<string, string>;
    /** The sidebar's own sections above the groups, and the app bar's button that pins a screen there. */
    pinned: string;
    recent: string;
    pin: string;
    unpin: string;
  };
  app: AppStrings;
};

export type Messages = TranslationMessages & AppMessages;

/**
 * react-admin's `ra` messages with every key required and no catch-all index signatures:
 * an object of this type must translate every key ra-core declares (including the optional
 * guesser and configurable blocks), and a misspelt key is an excess-property error.
 */
type DeepStrict<T> = T extends string
  ? string
  : { [K in keyof T as string extends K ? never : number extends K ? never : K]-?: DeepStrict<Exclude<T[K], undefined>> };

export type RaMessages = DeepStrict<TranslationMessages['ra']>;

/** Resource locales from `import.meta.glob('./resources/*.ts', { eager: true })`, keyed by file base name. */
export const resourcesFromModules = (
  modules: Record<string, { locale: ResourceLocale }>,
): Record<string, ResourceLocale> =>
  Object.fromEntries(
    Object.entries(modules)
      .map(([path, module]) => [path.replace(/^.*\//, '').replace(/\.[cm]?[jt]s$/, ''), module.locale] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** A dashboard's words (schema/src/screens/{name}.ts with `widgets`): the page's, and each widget's title (and empty state). */
export type DashboardStrings<K extends string> = { title: string; intro: string; loadFailed: string; widgets: Record<K, { title: string; empty?: string; series?: Record<string, string> }> };
