import { DOCUMENT_TYPES, defineResource, f } from '../index';

// Internal circulars (تعاميم داخلية) of the correspondence unit: IncomingOutgoing/InternalCirculars.
// Published, they count the employees they address; each reader acknowledges them once (read receipts).
export const internalBulletins = defineResource({
  name: 'internalBulletins',
  route: '/IncomingOutgoing/InternalCirculars',
  menu: { group: 'correspondence', icon: 'Campaign' },
  // The same circulars are HR's Circulars screen (SPEC §2 HR: Circulars).
  alsoAt: [{ route: '/hr/Circulars', view: 'staffCirculars', menu: { group: 'hr', icon: 'Campaign' } }],
  recordRepresentation: 'title',
  // Circulars are addressed to every employee: roles without the correspondence unit still read them.
  access: { cashier: ['list', 'show'], member: ['list', 'show'] },
  fields: {
    referenceNumber: f.text({ required: true, unique: true, maxLength: 30, pattern: '^[A-Z]{2,5}-[0-9]{4}-[0-9]{2,5}$', search: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    body: f.longText({ required: true, maxLength: 10_000 }),
    audience: f.enum(
      ['allStaff', 'administration', 'humanResources', 'finance', 'technicalStaff', 'academy', 'medical', 'facilities', 'marketing', 'security'],
      { required: true, default: 'allStaff' },
    ),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    publishDate: f.date({ required: true, default: 'now' }),
    expiryDate: f.date(),
    status: f.enum(['draft', 'published', 'archived'], { required: true, default: 'draft' }),
    requiresAcknowledgement: f.boolean({ default: false }),
    authorId: f.reference('users'),
    // Addressed to one department and the units under it; empty: the whole audience.
    departmentId: f.reference('departments'),
    // Active employees with an account it is addressed to, counted when it is published, and how many read it.
    audienceSize: f.integer({ readOnly: true }),
    readCount: f.integer({ readOnly: true }),
    attachmentUrl: f.url({ maxLength: 1000 }),
    // The signed circular and its annexes, as scans or documents.
    attachments: f.files({
      types: DOCUMENT_TYPES,
      maxSize: 10 * 1024 * 1024,
      maxFiles: 5,
    }),
  },
  // A reader acknowledges a published circular: their read receipt (circularReceipts).
  actions: { acknowledge: { permission: 'show', when: { status: ['published'] } } },
  list: { columns: ['referenceNumber', 'title', 'audience', 'priority', 'publishDate', 'status', 'readCount', 'audienceSize'], sort: ['publishDate', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    priority: { alwaysOn: true },
    audience: {},
    authorId: {},
    departmentId: {},
    publishDate: { ops: ['gte', 'lte'] },
    expiryDate: { ops: ['gte', 'lte'] },
  },
  checks: {
    // Acknowledging a circular (its record action, api/src/overrides/internalBulletins.ts).
    publishedOnly: { kind: 'override', field: 'status' },
    addressedToReader: { kind: 'override', field: 'departmentId' },
    ownAccount: { kind: 'override', field: 'readCount' },
  },
});
