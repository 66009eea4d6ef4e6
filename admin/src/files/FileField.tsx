import { useRecordContext } from 'react-admin';
import { FileLinks } from './FileLinks';
import { filesIn } from './fileValues';

/** A file field's files: each a download link with its size, images with a preview. */
export const FileField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <FileLinks files={filesIn(record?.[source])} />;
};
