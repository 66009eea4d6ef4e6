import type { Row } from '../crud/crud.service';
import { badRequest, conflict, forbidden } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import type { RecordAction } from '../server-overrides/record-actions';
import { commentOf, editAction } from './parts/edit-action';
import { checkLines } from './parts/stock';

const MESSAGES: Record<Locale, { refused: string; decided: string; noLines: string; reason: string; onlyRequester: string; purpose: (number: string, purpose: string) => string }> = {
  en: {
    refused: 'The items request cannot be changed this way',
    decided: 'A request changes only while it waits for a decision',
    noLines: 'Ask for at least one item',
    reason: 'Say why the request is rejected',
    onlyRequester: 'Only the person who made the request may cancel it',
    purpose: (number, purpose) => `${number}: ${purpose}`,
  },
  ar: {
    refused: 'لا يمكن تعديل طلب المواد بهذه الطريقة',
    decided: 'لا يتغير الطلب إلا وهو بانتظار القرار',
    noLines: 'اطلب صنفًا واحدًا على الأقل',
    reason: 'اذكر سبب رفض الطلب',
    onlyRequester: 'لا يلغي الطلب إلا من قدّمه',
    purpose: (number, purpose) => `${number}: ${purpose}`,
  },
};

const DECISIONS: Record<string, string> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };



// Approval issues the goods: the items issue (posted, so the stock moves) and the request's
// decision are one transaction; when the stock is short the 409 names the item and nothing is kept.
const approve: RecordAction = {
  run: ({ resource, id, body, actor, reader, locale }, crud) =>
    crud.together(async () => {
      const request = await crud.getOne(resource, id, locale, reader);
      if (request.status !== 'requested') throw conflict(MESSAGES[locale].decided, { status: MESSAGES[locale].decided });
      const lines = (request.items as Row[] | undefined) ?? [];
      const issue = await crud.create(
        'itemsExports',
        {
          warehouseId: request.warehouseId,
          issuedTo: 'department',
          departmentId: request.departmentId,
          purpose: MESSAGES[locale].purpose(String(request.number), String(request.purpose)).slice(0, 200),
          status: 'posted',
          items: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
        },
        locale,
        { actor, reader },
      );
      const given = typeof body === 'object' && body !== null ? (body as Row) : {};
      return crud.update(resource, id, { version: request.version }, locale, { actor, reader, recordAction: { name: 'approve', body: { comment: given.comment, exportId: issue.id } } });
    }),
};

// A department asks (the requester is whoever files it); the request is decided once: approved
// (with the issue it made), rejected with a reason, or cancelled by its requester, with who and when.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, lines, actor, locale, recordAction }, client) => {
    const m = MESSAGES[locale];
    if (before && before.status !== 'requested') throw conflict(m.decided, { status: m.decided });
    if (action === 'delete') return;
    if (action === 'create') Object.assign(values, { status: 'requested', requesterId: actor?.id ?? null });
    const request = { ...before, ...values };
    const decision = recordAction && DECISIONS[recordAction.name];
    if (!decision) {
      const items = lines?.items ?? [];
      if (!items.length) throw badRequest(m.noLines, { items: m.noLines });
      await checkLines(client, locale, request.warehouseId, items.map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, at: `items.${index}` })));
      return;
    }
    const comment = commentOf(recordAction.body);
    if (decision === 'rejected' && !comment) throw badRequest(m.reason, { comment: m.reason });
    if (decision === 'cancelled' && request.requesterId !== actor?.id) throw forbidden(m.onlyRequester);
    Object.assign(values, {
      status: decision,
      decidedById: actor?.id ?? null,
      decidedAt: new Date().toISOString(),
      decisionComment: comment || null,
      ...(decision === 'approved' ? { exportId: recordAction.body.exportId ?? null } : {}),
    });
  },
  recordActions: { approve, reject: editAction('reject'), cancel: editAction('cancel') },
}));
