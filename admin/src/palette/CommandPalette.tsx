import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { Command, defaultFilter } from 'cmdk';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { paletteSx } from './paletteSx';
import { RECORD_VALUE_PREFIX, RecordResults } from './RecordResults';
import { RecordSearchStatus } from './RecordSearchStatus';
import { useRecordSearch } from './useRecordSearch';
import { useVisibleSections } from './useVisibleSections';

// The server matched the records already: they stay, ranked under any screen that matches.
const RECORD_SCORE = 0.0001;

/**
 * Every screen the user may open, filtered as they type (on the labels of the current
 * language), then the records whose text matches; arrows move, Enter opens, Esc closes. cmdk
 * does the list (a listbox, its active option named by aria-activedescendant); MUI the dialog.
 */
export const CommandPalette = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const sections = useVisibleSections(open);
  const [search, setSearch] = useState('');
  const records = useRecordSearch(search);
  // While the user types, one list ranked by how well each label matches (the exact name first),
  // whatever its section; before that, the screens by section.
  const shown = search.trim() ? [{ heading: translate('app.palette.results'), entries: sections.flatMap((section) => section.entries) }] : sections;
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '12vh' } } }}>
      <Box sx={paletteSx}>
        <Command
          label={translate('app.palette.title')}
          loop
          // Each item's value is its path (unique); what the user types is matched on its label.
          filter={(value, search, keywords) => (value.startsWith(RECORD_VALUE_PREFIX) ? RECORD_SCORE : defaultFilter(keywords?.join(' ') ?? '', search))}
        >
          <Box className="palette-search">
            <Search fontSize="small" color="action" />
            <Command.Input autoFocus placeholder={translate('app.palette.placeholder')} value={search} onValueChange={setSearch} />
          </Box>
          <Command.List>
            {/* While records are being looked for, the status line speaks; "no results" waits for them. */}
            {records.status !== 'searching' && <Command.Empty>{translate('app.palette.empty')}</Command.Empty>}
            {shown.map((section) => (
              <Command.Group key={section.heading} heading={section.heading}>
                {section.entries.map(({ path, label, icon: Icon }) => (
                  <Command.Item key={path} value={path} keywords={[label]} onSelect={() => go(path)}>
                    {Icon ? <Icon fontSize="small" /> : <Box component="span" sx={{ width: 20 }} />}
                    <span>{label}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
            {records.status === 'done' && <RecordResults found={records.found} onOpen={go} />}
          </Command.List>
          <RecordSearchStatus search={records} />
        </Command>
      </Box>
    </Dialog>
  );
};
