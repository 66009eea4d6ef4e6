import { checkSignatures, type AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// An action signed on an approval route (schema/src/resource.ts `signatures`) is checked with the
// registry: a request type routes are made for, a money amount, and the fields the signatures live in.
const registry = await loadRegistry();
const all = new Map(registry.resources.map((resource) => [resource.name, resource]));
const voucher = registry.get('paymentVouchers')!;

describe('signed actions as declared', () => {
  it('hold for the payment vouchers', () => {
    expect(registry.resources.filter((resource) => Object.values(resource.actions ?? {}).some((action) => action.signatures)).map((resource) => resource.name)).toEqual(['paymentVouchers']);
    expect(registry.resources.flatMap((resource) => checkSignatures(resource, all))).toEqual([]);
  });

  it('name each mistake', () => {
    const { approvalTrail: _trail, ...fields } = voucher.fields;
    const wrong = { ...voucher, fields, actions: { confirm: { ...voucher.actions!.confirm!, signatures: { route: 'bribe', amount: 'reason' } } } } as unknown as AnyResource;
    expect(checkSignatures(wrong, all)).toEqual([
      "resource 'paymentVouchers', action 'confirm': signatures route 'bribe' must be a request type of approvalRoutes",
      "resource 'paymentVouchers', action 'confirm': signatures amount 'reason' must name a money field",
      "resource 'paymentVouchers', action 'confirm': a signed action needs the field 'approvalTrail' (spread signatureFields)",
    ]);
  });
});
