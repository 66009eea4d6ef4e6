import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// The API answers people in their language (Accept-Language: ar), English otherwise: the list
// query's refusals, the kinds' value checks, 404 and 409 alike.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const list = (filter: unknown, language?: string, extra: Record<string, string> = {}) => {
  const request = app.http.get('/api/tasks').query({ filter: JSON.stringify(filter), ...extra });
  return language ? request.set('Accept-Language', language) : request;
};

describe('list queries', () => {
  it('refuse an unknown filter in Arabic or English', async () => {
    const english = await list({ colour: 'red' }).expect(400);
    expect(english.body).toEqual({ message: "Unknown filter 'colour' on tasks", errors: { colour: 'is not a filter of this resource' } });
    const arabic = await list({ colour: 'red' }, 'ar').expect(400);
    expect(arabic.body).toEqual({ message: "عامل تصفية غير معروف 'colour' في tasks", errors: { colour: 'ليس عامل تصفية لهذا المورد' } });
  });

  it("refuse a value its field's kind does not take, in the reader's language", async () => {
    expect((await list({ dueDate_gte: '2026-02-31' }).expect(400)).body.errors).toEqual({ dueDate_gte: 'must be a date (YYYY-MM-DD)' });
    expect((await list({ dueDate_gte: '2026-02-31' }, 'ar').expect(400)).body.errors).toEqual({ dueDate_gte: 'يجب أن يكون تاريخًا (YYYY-MM-DD)' });
    const arabicEnum = await list({ status: 'later' }, 'ar').expect(400);
    expect(arabicEnum.body.errors.status).toMatch(/^يجب أن يكون إحدى القيم: backlog، todo/);
  });

  it('refuse a bad sort and page in Arabic', async () => {
    expect((await list({}, 'ar', { sort: '["colour","ASC"]' }).expect(400)).body.errors.sort).toBe("لا يمكن الترتيب حسب 'colour'");
    expect((await list({}, 'ar', { range: '[0,5000]' }).expect(400)).body.errors.range).toBe('1000 سجل على الأكثر في الصفحة');
  });
});

describe('writes and reads', () => {
  it("answer a kind's check, 404 and 409 in Arabic", async () => {
    const invalid = await app.http.post('/api/tasks').set('Accept-Language', 'ar').send({ title: 'x', dueDate: '2026-02-31' }).expect(400);
    expect(invalid.body.errors.dueDate).toBe('يجب أن يكون تاريخًا (YYYY-MM-DD)');
    const missing = await app.http.get('/api/tasks/00000000-0000-4000-8000-000000000000').set('Accept-Language', 'ar').expect(404);
    expect(missing.body.message).toMatch(/^لا يوجد سجل في tasks/);
    const task = (await app.http.post('/api/tasks').send({ title: 'Book the bus', status: 'todo', priority: 'low' }).expect(201)).body;
    const stale = await app.http.put(`/api/tasks/${task.id}`).set('Accept-Language', 'ar').send({ title: 'Later', version: 9 }).expect(409);
    expect(stale.body.errors.version).toBe('نسخة قديمة: الإصدار الحالي 1');
  });
});

describe('the server itself', () => {
  it('answers an unknown route in Arabic too', async () => {
    expect((await app.http.get('/api/tasks/a/b/c').expect(404)).body.message).toBe('Not found: GET /api/tasks/a/b/c');
    expect((await app.http.get('/api/tasks/a/b/c').set('Accept-Language', 'ar').expect(404)).body.message).toBe('غير موجود: GET /api/tasks/a/b/c');
  });
});

