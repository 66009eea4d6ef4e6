import { useEffect, useState } from 'react';
import { httpClient } from '../../data/httpClient';

/** The topic × channel values the club requires (its notification policy), as the server reads them. */
export const useRequiredNotifications = (): ReadonlySet<string> => {
  const [required, setRequired] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let current = true;
    httpClient('/api/notification-settings/required').then(
      ({ json }) => current && setRequired(new Set((json as { required: string[] }).required)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return required;
};
