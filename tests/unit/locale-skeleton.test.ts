import { localeSkeleton } from '@club/locales/skeleton';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

const registry = await loadRegistry();

describe('locale skeleton of a new resource (pnpm locale:generate)', () => {
  it.each(registry.resources.map((resource) => [resource.name, resource] as const))('%s: labels every field and enum value, typed by its declaration', (name, resource) => {
    for (const language of ['en', 'ar'] as const) {
      const text = localeSkeleton(resource, language);
      expect(text).toContain(`defineResourceLocale<typeof ${name}>`);
      expect(text).toContain(`from '@club/schema/resources/${name}'`);
      for (const field of Object.keys(resource.fields)) expect(text).toMatch(new RegExp(`\\n    '?${field}'?: '`));
      for (const [field, declaration] of Object.entries(resource.fields)) {
        if (declaration.kind !== 'enum' && declaration.kind !== 'multiEnum') continue;
        const line = text.split('\n').find((candidate) => candidate.startsWith(`    ${field}: {`))!;
        for (const value of declaration.values) expect(line).toMatch(new RegExp(`[{ ]'?${value.replace(/ /g, ' ')}'?: '`));
      }
      const forms = /name: '([^']*)'/.exec(text)![1]!.split('||||').length;
      expect(forms).toBe(language === 'en' ? 2 : 6);
    }
  });

  it('makes readable English labels', () => {
    const tasks = registry.get('tasks')!;
    const text = localeSkeleton(tasks, 'en');
    expect(text).toContain(`name: 'Task |||| Tasks'`);
    expect(text).toContain(`dueDate: 'Due date'`);
    expect(text).toContain(`assigneeId: 'Assignee'`);
    expect(text).toContain(`'in progress': 'In progress'`);
    // Only a reference loses its Id: a text field named …Id keeps it.
    expect(localeSkeleton({ ...tasks, fields: { nationalId: { kind: 'text' } } }, 'en')).toContain(`nationalId: 'National id'`);
  });
});
