import type { AnyResource, Field } from '@club/schema';

export type Language = 'en' | 'ar';

/** 'dueDate' → 'Due date', 'inProgress' → 'In progress'. */
export const humanize = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label; a reference's without its Id suffix ('assigneeId' → 'Assignee', but 'nationalId' → 'National id'). */
const fieldLabel = (name: string, field: Field): string =>
  humanize(field.kind === 'reference' || field.kind === 'referenceMany' ? name.replace(/Ids?$/, '') : name);

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/**
 * The text of a new locale file for a resource: every field and enum value labelled from its
 * name, typed against the declaration. The Arabic skeleton holds the same English words, which
 * tests/unit/locales.test.ts refuses until they are translated; its name has the six plural
 * forms polyglot's Arabic rule needs.
 */
export const localeSkeleton = (resource: AnyResource, language: Language): string => {
  const singular = humanize(resource.name.replace(/ies$/, 'y').replace(/s$/, ''));
  const plural = humanize(resource.name);
  const name = language === 'en' ? `${singular} |||| ${plural}` : [plural, singular, plural, plural, singular, singular].join(' |||| ');
  const fields = Object.entries(resource.fields).map(([field, declaration]) => `    ${key(field)}: ${quote(fieldLabel(field, declaration))},`);
  const enums = Object.entries(resource.fields).flatMap(([field, declaration]) =>
    declaration.kind === 'enum' || declaration.kind === 'multiEnum'
      ? [`    ${key(field)}: { ${declaration.values.map((value) => `${key(value)}: ${quote(humanize(value))}`).join(', ')} },`]
      : [],
  );
  return [
    `import type { ${resource.name} } from '@club/schema/resources/${resource.name}';`,
    `import { defineResourceLocale } from '../../types';`,
    '',
    `export const locale = defineResourceLocale<typeof ${resource.name}>({`,
    ...(language === 'ar' ? ['  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale). Translate every text.'] : []),
    `  name: ${quote(name)},`,
    '  fields: {',
    ...fields,
    '  },',
    ...(enums.length ? ['  enums: {', ...enums, '  },'] : []),
    '});',
    '',
  ].join('\n');
};
