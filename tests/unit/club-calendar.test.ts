import { clubDay, clubYear } from '@club/schema';
import { describe, expect, it } from 'vitest';

describe("the club's calendar (Riyadh, UTC+3)", () => {
  it('turns an instant into the club day and year, whatever the server zone', () => {
    expect(clubDay(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(clubDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(clubYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
    expect(clubYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(clubDay(new Date('2026-03-05T10:00:00Z'))).toBe('2026-03-05');
  });
});
