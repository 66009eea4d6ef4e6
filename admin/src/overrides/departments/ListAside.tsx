import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';

interface Department extends RaRecord {
  name: string;
  nameAr: string;
  code: string;
  parentId: string | null;
}

/** The departments under `parent`, each with its own units beneath it. */
const Branch = ({ parent, byParent, depth }: { parent: string | null; byParent: Map<string | null, Department[]>; depth: number }) => {
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const children = byParent.get(parent) ?? [];
  if (children.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, paddingInlineStart: depth === 0 ? 0 : 2, borderInlineStart: depth === 0 ? 0 : 1, borderColor: 'divider' }}>
      {children.map((department) => (
        <Box component="li" key={department.id} sx={{ py: 0.25 }}>
          <Link to={createPath({ resource: 'departments', id: department.id, type: 'show' })} sx={{ fontSize: '0.875rem' }}>
            {locale === 'ar' ? department.nameAr : department.name}
          </Link>{' '}
          <Typography component="span" variant="caption" color="text.secondary" dir="ltr">
            {department.code}
          </Typography>
          <Branch parent={department.id as string} byParent={byParent} depth={depth + 1} />
        </Box>
      ))}
    </Box>
  );
};

/**
 * The organisation as a tree beside the departments' list (SPEC §2 /hr/OrganizationalStructure):
 * every unit under its parent, each a link to its page. A unit whose parent is out of reach is
 * shown at the top.
 */
const DepartmentTree = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { data } = useGetList<Department>('departments', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' } });
  const ids = new Set((data ?? []).map((department) => department.id));
  const byParent = new Map<string | null, Department[]>();
  for (const department of data ?? []) {
    const parent = department.parentId && ids.has(department.parentId) ? department.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), department]);
  }
  return (
    <Card component="nav" aria-labelledby={headingId} sx={{ order: -1, marginInlineEnd: 2, minWidth: 240, maxWidth: 320, alignSelf: 'flex-start', display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.organisationTree.title')}
        </Typography>
        <Branch parent={null} byParent={byParent} depth={0} />
      </CardContent>
    </Card>
  );
};

export default DepartmentTree;
