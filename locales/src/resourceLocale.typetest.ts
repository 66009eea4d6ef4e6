// Compiled by `pnpm typecheck`, never run: each @ts-expect-error proves the type check refuses a
// resource's labels that do not match its declaration (an unused @ts-expect-error fails too).
import { defineResource, f } from '@club/schema';
import { defineResourceLocale } from './types';

const kits = defineResource({
  name: 'kits',
  route: '/kits',
  menu: { group: 'warehouse', icon: 'Inventory' },
  recordRepresentation: 'name',
  fields: { name: f.text({ required: true }), size: f.enum(['small', 'large']) },
  list: { columns: ['name'], sort: ['name', 'ASC'] },
});

const enums = { size: { small: 'Small', large: 'Large' } };

// Matches the declaration; system fields may be relabelled.
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name', size: 'Size', createdAt: 'Received' }, enums });

// @ts-expect-error a declared field without a label
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name' }, enums });

// @ts-expect-error a stale label: the schema declares no field 'colour'
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name', size: 'Size', colour: 'Colour' }, enums });

// @ts-expect-error an enum value without a label
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name', size: 'Size' }, enums: { size: { small: 'Small' } } });

// @ts-expect-error a stale enum value: 'medium' is not one of the field's values
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name', size: 'Size' }, enums: { size: { small: 'S', large: 'L', medium: 'M' } } });

// @ts-expect-error an enum field's labels missing altogether
defineResourceLocale<typeof kits>({ name: 'Kit |||| Kits', fields: { name: 'Name', size: 'Size' } });
