import { useEffect } from 'react';
import { useListContext } from 'react-admin';

/**
 * Tells when the list's page is past the last one (a page with no rows after page 1), the case
 * react-admin answers by going back to an existing page. Renders nothing; inside <List>.
 */
export const PageOutOfRange = ({ onOutOfRange }: { onOutOfRange: () => void }) => {
  const { isPending, isFetching, page, data } = useListContext();
  const outOfRange = !isPending && !isFetching && page > 1 && data?.length === 0;
  // Runs before the list controller's own effect (children first), so the flag is up in time.
  useEffect(() => {
    if (outOfRange) onOutOfRange();
  }, [outOfRange, onOutOfRange]);
  return null;
};
