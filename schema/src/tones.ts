import type { EnumField } from './fields';

/**
 * How a value of a state reads at a glance: a status chip's colour (the admin's theme gives each
 * tone its colours, readable at 4.5:1 in light and dark). Paid, cancelled and draft were all grey.
 */
export const TONES = ['success', 'warning', 'error', 'info', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

/**
 * The tone of the values states share across the club's resources, declared once: an enum that
 * says where a record stands (its workflow's field, a `status`, a `priority`, a `condition`…)
 * takes these; a field's own `tones` says otherwise for its values, and gives tones to any enum.
 */
export const VALUE_TONES: Readonly<Record<string, Tone>> = {
  // Done, in good order, available.
  active: 'success', approved: 'success', completed: 'success', done: 'success', published: 'success', posted: 'success',
  available: 'success', attended: 'success', confirmed: 'success', resolved: 'success', present: 'success', paid: 'success',
  good: 'success', inStock: 'success', valid: 'success', won: 'success', win: 'success', fit: 'success', settled: 'success',
  answered: 'success', compliant: 'success', operating: 'success', inService: 'success', passed: 'success', accepted: 'success',
  enrolled: 'success', returned: 'success', received: 'success', found: 'success', renewed: 'success', served: 'success',
  // Refused, lost, broken, stopped.
  cancelled: 'error', canceled: 'error', rejected: 'error', suspended: 'error', expired: 'error', terminated: 'error',
  noShow: 'error', absent: 'error', overdue: 'error', failed: 'error', outOfStock: 'error', damaged: 'error', missing: 'error',
  lost: 'error', loss: 'error', unfit: 'error', severe: 'error', injured: 'error', revoked: 'error', nonCompliant: 'error',
  blocked: 'error', declined: 'error', dropped: 'error', outOfService: 'error', critical: 'error', urgent: 'error',
  poor: 'error', discontinued: 'error', withdrawn: 'error',
  // Waiting on someone, or needing attention.
  pending: 'warning', underReview: 'warning', requested: 'warning', late: 'warning', partiallyPaid: 'warning',
  underMaintenance: 'warning', maintenance: 'warning', inMaintenance: 'warning', needsRepair: 'warning', lowStock: 'warning',
  high: 'warning', postponed: 'warning', onHold: 'warning', paused: 'warning', waiting: 'warning', awaitingReply: 'warning',
  recovering: 'warning', fitWithRestrictions: 'warning', moderate: 'warning', fair: 'warning', due: 'warning',
  incomplete: 'warning', onLeave: 'warning', frozen: 'warning',
  // Under way or ahead.
  scheduled: 'info', inProgress: 'info', 'in progress': 'info', open: 'info', planned: 'info', upcoming: 'info',
  current: 'info', booked: 'info', invited: 'info', checkedIn: 'info', inside: 'info', inUse: 'info', inCustody: 'info',
  assigned: 'info', sent: 'info', issued: 'info', new: 'info', proposed: 'info', prospect: 'info', applied: 'info',
  planning: 'info', held: 'info', live: 'info', registered: 'info', departed: 'info', boarded: 'info', medium: 'info',
};

/** An enum field that says where a record stands: its values take the shared tones. */
const STATE_FIELD = /^(status|state|priority|severity|result|outcome|condition\w*)$|Status$/;

/**
 * The tone of one value of an enum field: the field's own `tones`, else the shared one when the
 * field is a state (`isWorkflowField` for the resource's workflow field), else neutral.
 */
export const toneOf = (name: string, field: Pick<EnumField, 'tones'>, value: string, isWorkflowField = false): Tone =>
  field.tones?.[value] ?? ((isWorkflowField || STATE_FIELD.test(name)) ? VALUE_TONES[value] : undefined) ?? 'neutral';
