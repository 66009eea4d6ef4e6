import { defineResource, f } from '../index';

// The features a package offers (SPEC §2 /PackageFeatures), each with what it amounts to in that
// package ("3 sessions a week"): written with their package (its `features` lines), read here on
// their own. A package names a feature once.
export const packageFeatures = defineResource({
  name: 'packageFeatures',
  route: '/PackageFeatures',
  menu: { group: 'finance', icon: 'Star', order: 22 },
  recordRepresentation: 'detail',
  readOnly: true,
  fields: {
    packageId: f.reference('packages', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    featureId: f.reference('features', { required: true }),
    detail: f.text({ maxLength: 160, search: true }),
  },
  uniqueTogether: [['packageId', 'featureId']],
  list: { columns: ['packageId', 'position', 'featureId', 'detail'], sort: ['createdAt', 'DESC'] },
  filters: { packageId: { alwaysOn: true }, featureId: { alwaysOn: true } },
});
