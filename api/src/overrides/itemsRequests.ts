import type { Row } from '../crud/crud.service';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import type { RecordAction } from '../server-overrides/record-actions';
import { commentOf, editAction } from './parts/edit-action';
import { checkLines } from './parts/stock';

const DECISIONS: Record<string, string> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };



// Approval issues the goods: the items issue (posted, so the stock moves) and the request's
// decision are one transaction; when the stock is short the 409 names the item and nothing is kept.
const approve = (rules: RuleRefusals): RecordAction => ({
  run: ({ resource, id, body, actor, reader, locale }, crud) =>
    crud.together(async () => {
      const request = await crud.getOne(resource, id, locale, reader);
      if (request.status !== 'requested') throw rules.refuse({ resource, locale }, 'undecided', {}, 409);
      const lines = (request.items as Row[] | undefined) ?? [];
      const issue = await crud.create(
        'itemsExports',
        {
          warehouseId: request.warehouseId,
          issuedTo: 'department',
          departmentId: request.departmentId,
          purpose: `${String(request.number)}: ${String(request.purpose)}`.slice(0, 200),
          status: 'posted',
          items: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
        },
        locale,
        { actor, reader },
      );
      const given = typeof body === 'object' && body !== null ? (body as Row) : {};
      return crud.update(resource, id, { version: request.version }, locale, { actor, reader, recordAction: { name: 'approve', body: { comment: given.comment, exportId: issue.id } } });
    }),
});

// A department asks (the requester is whoever files it); the request is decided once: approved
// (with the issue it made), rejected with a reason, or cancelled by its requester, with who and when.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, actor, recordAction } = write;
    if (before && before.status !== 'requested') throw rules.refuse(write, 'undecided', {}, 409);
    if (action === 'delete') return;
    if (action === 'create') Object.assign(values, { status: 'requested', requesterId: actor?.id ?? null });
    const request = { ...before, ...values };
    const decision = recordAction && DECISIONS[recordAction.name];
    if (!decision) {
      const items = lines?.items ?? [];
      if (!items.length) throw rules.refuse(write, 'itemsAsked');
      await checkLines(client, rules, write, request.warehouseId, items.map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, at: `items.${index}` })));
      return;
    }
    const comment = commentOf(recordAction.body);
    if (decision === 'rejected' && !comment) throw rules.refuse(write, 'rejectionReason');
    if (decision === 'cancelled' && request.requesterId !== actor?.id) throw rules.refuse(write, 'requesterCancels', {}, 403, []);
    Object.assign(values, {
      status: decision,
      decidedById: actor?.id ?? null,
      decidedAt: new Date().toISOString(),
      decisionComment: comment || null,
      ...(decision === 'approved' ? { exportId: recordAction.body.exportId ?? null } : {}),
    });
  },
  recordActions: { approve: approve(rules), reject: editAction('reject'), cancel: editAction('cancel') },
}));
