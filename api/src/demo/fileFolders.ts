import type { DemoRow, DemoSeed } from './demo-seed';

// [name, Arabic name, parent (index) or none]
const FOLDERS: readonly (readonly [string, string, number | undefined])[] = [
  ['Policies', 'السياسات', undefined],
  ['Forms', 'النماذج', undefined],
  ['Board', 'مجلس الإدارة', undefined],
  ['Academy', 'الأكاديمية', undefined],
  ['Marketing', 'التسويق', undefined],
  ['Facilities', 'المرافق', undefined],
  ['HR policies', 'سياسات الموارد البشرية', 0],
  ['Safety', 'السلامة', 0],
  ['Minutes 2026', 'محاضر 2026', 2],
  ['Training plans', 'الخطط التدريبية', 3],
  ['Brand kit', 'الهوية البصرية', 4],
  ['Floor plans', 'المخططات', 5],
];

// The library's folders: a few top-level ones and their sub-folders.
export const demo: DemoSeed = (ctx) =>
  FOLDERS.map(([name, nameAr, parent]): DemoRow => ({ name, nameAr, parentId: parent === undefined ? undefined : ctx.ids('fileFolders')[parent] }));
