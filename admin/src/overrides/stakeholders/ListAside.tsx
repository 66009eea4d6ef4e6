import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import { resourceNameFor } from '../../resources/names';

const RESOURCE = resourceNameFor('stakeholders');
// The grid as it is drawn: high power on top, high interest on the inline end.
const QUADRANTS = ['keepSatisfied', 'manageClosely', 'monitor', 'keepInformed'] as const;

/**
 * The power/interest grid beside the stakeholders' list (SPEC §2 /Executive/StakeholdersAnalysisReport):
 * each quadrant (the strategy the server gives) with the stakeholders in it, most powerful first.
 */
const PowerInterestGrid = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const headingId = useId();
  const { data } = useGetList<RaRecord>(RESOURCE, { pagination: { page: 1, perPage: 500 }, sort: { field: 'power', order: 'DESC' } });
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ order: -1, marginInlineEnd: 2, width: 340, alignSelf: 'flex-start', display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.stakeholderGrid.title')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('app.stakeholderGrid.axes')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {QUADRANTS.map((strategy) => {
            const members = (data ?? []).filter((stakeholder) => stakeholder.strategy === strategy);
            const label = translate(enumValueKey('stakeholders', 'strategy', strategy));
            return (
              <Box key={strategy} component="section" aria-label={`${label} (${members.length})`} className={`quadrant-${strategy}`} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, minHeight: 96 }}>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
                  {label} ({members.length})
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {members.map((stakeholder) => (
                    <li key={stakeholder.id}>
                      <Link to={createPath({ resource: RESOURCE, id: stakeholder.id, type: 'show' })} sx={{ fontSize: '0.8125rem' }} dir="auto">
                        {(locale === 'ar' && stakeholder.nameAr) || stakeholder.name}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};

export default PowerInterestGrid;
