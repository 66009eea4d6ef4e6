import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import type { TestApp } from '../../support/test-app';
import { bearer, createUser } from '../auth-helpers';

type Agent = ReturnType<typeof supertest.agent>;
const signers = new WeakMap<TestApp, Promise<{ id: string; as: Agent }>>();

/**
 * A second administrator and a client signed in as them: who confirms the vouchers the test's own
 * client prepared (the one who prepares a voucher never confirms it). One per app.
 */
export const secondSigner = (app: TestApp): Promise<{ id: string; as: Agent }> => {
  let signer = signers.get(app);
  if (!signer) {
    signer = createUser(app, { role: 'admin' }).then(async (user) => ({ id: user.id, as: supertest.agent(app.url).set(bearer(await issueAccessToken(app, user.id))) }));
    signers.set(app, signer);
  }
  return signer;
};

/** Confirms a voucher as the second signer; the answer as supertest gives it. */
export const confirmVoucher = async (app: TestApp, resource: 'receiptVouchers' | 'paymentVouchers', id: unknown) => (await secondSigner(app)).as.post(`/api/${resource}/${id}/confirm`).send({});
