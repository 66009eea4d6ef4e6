import { ACTIONS, defineResource, f, MENU_GROUPS } from '../index';

/**
 * The registry of pages (SPEC §2 "Manage Pages"): one row per resource and custom page, written by
 * the server at start from the schema. Administrators rename a page's permission label or switch
 * a page off for everyone (403 for every role, gone from every menu); they never add or remove
 * pages (the code does).
 */
export const pages = defineResource({
  name: 'pages',
  route: '/pages',
  menu: { group: 'users', icon: 'ViewList', order: 3 },
  recordRepresentation: 'key',
  serverRows: true,
  naturalKey: 'key',
  fields: {
    key: f.text({ required: true, unique: true, maxLength: 80, search: true, readOnly: true }),
    // Permission labels come from locales (resources.{key}.permission); these override them.
    label: f.text({ maxLength: 120, search: true }),
    labelAr: f.text({ maxLength: 120, search: true }),
    route: f.text({ required: true, maxLength: 200, readOnly: true }),
    group: f.enum(MENU_GROUPS, { required: true, readOnly: true }),
    actions: f.multiEnum(ACTIONS, { readOnly: true }),
    enabled: f.boolean({ required: true, default: true }),
    description: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['key', 'route', 'group', 'label', 'labelAr', 'enabled'], sort: ['key', 'ASC'] },
  filters: { group: { alwaysOn: true }, enabled: {} },
  checks: {
    alwaysOn: { kind: 'override', field: 'enabled' },
  },
});
