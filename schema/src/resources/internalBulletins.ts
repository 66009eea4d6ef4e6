import { defineResource, f } from '../index';

// Internal circulars (تعاميم داخلية) of the correspondence unit: IncomingOutgoing/InternalCirculars.
export const internalBulletins = defineResource({
  name: 'internalBulletins',
  route: '/IncomingOutgoing/InternalCirculars',
  menu: { group: 'correspondence', icon: 'Campaign' },
  // The same circulars are HR's Circulars screen (SPEC §2 HR: Circulars).
  alsoAt: [{ route: '/hr/Circulars', menu: { group: 'hr', icon: 'Campaign' } }],
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
    attachmentUrl: f.url({ maxLength: 1000 }),
    // The signed circular and its annexes, as scans or documents.
    attachments: f.files({
      types: ['application/pdf', 'image/*', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword'],
      maxSize: 10 * 1024 * 1024,
      maxFiles: 5,
    }),
  },
  list: { columns: ['referenceNumber', 'title', 'audience', 'priority', 'publishDate', 'status', 'authorId'], sort: ['publishDate', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    priority: { alwaysOn: true },
    audience: {},
    authorId: {},
    publishDate: { ops: ['gte', 'lte'] },
    expiryDate: { ops: ['gte', 'lte'] },
  },
});
