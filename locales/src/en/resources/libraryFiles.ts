import type { libraryFiles } from '@club/schema/resources/libraryFiles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof libraryFiles>({
  name: 'File |||| Files library',
  fields: {
    title: 'Title',
    file: 'File',
    folderId: 'Folder',
    description: 'Description',
    tags: 'Tags',
    visibility: 'Who can see it',
    departmentId: 'Department',
    uploadedById: 'Uploaded by',
  },
  enums: {
    visibility: {
      private: 'Only me',
      department: 'My department',
      everyone: 'Everyone',
    },
  },
  rules: {
    departmentOnly: "Only a department's file names a department",
    departmentNamed: 'Choose the department that may see the file',
  },
});
