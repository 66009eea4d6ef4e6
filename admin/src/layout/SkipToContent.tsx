import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * The first stop of the Tab order (WCAG 2.4.1): shown when focused, it puts the focus on the
 * screen's heading, so that the next Tab goes into the screen instead of through the sidebar.
 */
export const SkipToContent = () => {
  const translate = useTranslate();
  const skip = () => {
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main-content');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <Button variant="contained" onClick={skip} className="skip-nav-button" sx={{ position: 'fixed', insetInlineStart: 16, top: -80, zIndex: 5000, '&:focus': { top: 16 } }}>
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};
