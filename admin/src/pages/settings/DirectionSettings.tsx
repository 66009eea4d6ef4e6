import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { DEFAULT_DIRECTION, DIRECTIONS, type Direction } from '../../preferences/direction';
import { usePreferences } from '../../preferences/usePreferences';
import { useSwitchDirection } from '../../preferences/useSwitchDirection';
import { ChoiceCards } from './ChoiceCards';

/** Text direction, which also sets the language (rtl: Arabic, ltr: English), and the reset to rtl. */
export const DirectionSettings = () => {
  const translate = useTranslate();
  const { direction } = usePreferences();
  const { switchDirection, resetDirection } = useSwitchDirection();
  return (
    <Box>
      <ChoiceCards<Direction>
        name="direction"
        label={translate('app.settings.display.direction')}
        value={direction}
        onChange={switchDirection}
        choices={DIRECTIONS.map((value) => ({ value, label: translate(`app.settings.display.directions.${value}`) }))}
      />
      <Button
        sx={{ mt: 1.5 }}
        variant="outlined"
        size="small"
        startIcon={<RestartAlt />}
        disabled={direction === DEFAULT_DIRECTION}
        onClick={resetDirection}
      >
        {translate('app.settings.display.resetDirection')}
      </Button>
    </Box>
  );
};
