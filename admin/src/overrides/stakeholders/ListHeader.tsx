import { Box, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useGetList, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import { resourceNameFor } from '../../resources/names';
import { formatTagOf } from '../../i18n/formats';

const RESOURCE = resourceNameFor('stakeholders');
/** The grid's rows (power, high first) and columns (interest, low first), and the quadrant (strategy) of each cell. */
const ROWS = [
  { key: 'highPower', cells: ['keepSatisfied', 'manageClosely'] },
  { key: 'lowPower', cells: ['monitor', 'keepInformed'] },
] as const;
const COLUMNS = ['lowInterest', 'highInterest'] as const;
/** Enough for any club's stakeholder register; the caption says when there are more. */
const AT_MOST = 500;

const cellSx = { border: 1, borderColor: 'divider', p: 1.5, verticalAlign: 'top', textAlign: 'start' } as const;

/**
 * The power/interest grid above the stakeholders' list (SPEC §2 /Executive/StakeholdersAnalysisReport):
 * a table whose rows are power and columns interest, each cell the quadrant's strategy (given by the
 * server) with the stakeholders the list's filters select, most powerful first.
 */
const PowerInterestGrid = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const captionId = useId();
  const { filterValues } = useListContext();
  const { data, total } = useGetList<RaRecord>(RESOURCE, { filter: filterValues, pagination: { page: 1, perPage: AT_MOST }, sort: { field: 'power', order: 'DESC' } });
  const t = (key: string, options?: object) => translate(`app.stakeholderGrid.${key}`, options);
  return (
    <Box component="section" aria-labelledby={captionId} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }} className="stakeholder-grid">
      <Typography id={captionId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {total !== undefined && total > AT_MOST ? t('first', { count: AT_MOST, total }) : t('intro')}
      </Typography>
      <Box component="table" aria-labelledby={captionId} sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            <Box component="td" sx={{ width: { xs: 88, sm: 128 } }} />
            {COLUMNS.map((column) => (
              <Box component="th" scope="col" key={column} sx={{ ...cellSx, typography: 'body2', fontWeight: 600, bgcolor: 'action.hover' }}>
                {t(column)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key}>
              <Box component="th" scope="row" sx={{ ...cellSx, typography: 'body2', fontWeight: 600, bgcolor: 'action.hover' }}>
                {t(row.key)}
              </Box>
              {row.cells.map((strategy) => {
                const members = (data ?? []).filter((stakeholder) => stakeholder.strategy === strategy);
                return (
                  <Box component="td" key={strategy} sx={cellSx} className={`quadrant-${strategy}`}>
                    <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                      {translate(enumValueKey('stakeholders', 'strategy', strategy))} ({members.length.toLocaleString(formatTagOf(locale))})
                    </Typography>
                    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                      {members.map((stakeholder) => (
                        <li key={stakeholder.id}>
                          <Chip
                            component={RouterLink}
                            to={createPath({ resource: RESOURCE, id: stakeholder.id, type: 'show' })}
                            clickable
                            size="small"
                            variant="outlined"
                            label={<span dir="auto">{(locale === 'ar' && stakeholder.nameAr) || stakeholder.name}</span>}
                          />
                        </li>
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};

export default PowerInterestGrid;
