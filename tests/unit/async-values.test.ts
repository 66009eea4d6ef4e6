import { describe, expect, it } from 'vitest';
import { asyncValueOf, runWithAsyncValue } from '../../api/src/async-values';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('values that follow a call (async-values)', () => {
  it('are seen by everything the call awaits, under their own owner, and kept by a nested call', async () => {
    const transaction = {};
    const effect = {};
    await runWithAsyncValue(transaction, 'client', async () => {
      await tick();
      expect(asyncValueOf(transaction)).toBe('client');
      expect(asyncValueOf(effect)).toBeUndefined();
      await runWithAsyncValue(effect, 'mail', async () => {
        await tick();
        expect([asyncValueOf(transaction), asyncValueOf(effect)]).toEqual(['client', 'mail']);
      });
      expect(asyncValueOf(effect)).toBeUndefined();
    });
    expect(asyncValueOf(transaction)).toBeUndefined();
  });

  it('stay with a call while another that began before it ends', async () => {
    const owner = {};
    let release!: () => void;
    const first = runWithAsyncValue(owner, 'first', () => new Promise<void>((resolve) => (release = resolve)));
    const second = runWithAsyncValue(owner, 'second', async () => {
      await tick();
      release();
      await first;
      await tick();
      return asyncValueOf(owner);
    });
    expect(await second).toBe('second');
  });

  it('are gone for what a finished call left scheduled, once no call is under way (the storage is off)', async () => {
    const owner = {};
    let later!: Promise<unknown>;
    await runWithAsyncValue(owner, 'value', async () => {
      later = tick().then(tick).then(() => asyncValueOf(owner));
    });
    expect(await later).toBeUndefined();
  });

  it('let a failed call end like any other', async () => {
    const owner = {};
    await expect(runWithAsyncValue(owner, 'value', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(() =>
      runWithAsyncValue(owner, 'value', () => {
        throw new Error('at once');
      }),
    ).toThrow('at once');
    let later!: Promise<unknown>;
    await runWithAsyncValue(owner, 'value', async () => {
      later = tick().then(tick).then(() => asyncValueOf(owner));
    });
    expect(await later).toBeUndefined();
  });
});
