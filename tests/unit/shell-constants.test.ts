import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../../admin/src/preferences/cookies';
import { createQueryClient } from '../../admin/src/shell/queryClient';
import { retryPolicy } from '../../admin/src/shell/retryPolicy';

// SPEC §7–§9's data and cookie constants, read off the objects the admin really uses.

describe('the query client', () => {
  it('keeps data fresh for 10 seconds, refetches on window focus and retries by the spec’s policy', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(10_000);
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(queries.retry).toBe(retryPolicy);
  });
});

describe('cookies', () => {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(globalThis, 'document');
  afterEach(() => {
    written.length = 0;
    if (original) Object.defineProperty(globalThis, 'document', original);
    else delete (globalThis as { document?: unknown }).document;
  });

  it('last 7 days unless said otherwise', () => {
    Object.defineProperty(globalThis, 'document', {
      configurable: true,
      value: {
        get cookie() {
          return '';
        },
        set cookie(text: string) {
          written.push(text);
        },
      },
    });
    writeCookie('anything', 'x');
    writeCookie('dir', 'rtl', 365 * 24 * 60 * 60);
    expect(written[0]).toMatch(/^anything=x; Max-Age=604800; Path=\/;/);
    expect(written[1]).toMatch(/^dir=rtl; Max-Age=31536000; Path=\/;/);
  });
});
