import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** A column's next page of records: "Show more (n left)", busy while it loads. */
export const ShowMoreButton = ({ left, loading, onClick }: { left: number; loading: boolean; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button size="small" className="board-show-more" onClick={onClick} disabled={loading} aria-busy={loading} sx={{ mt: 1, alignSelf: 'center' }}>
      {translate('app.board.showMore', { smart_count: left })}
    </Button>
  );
};
