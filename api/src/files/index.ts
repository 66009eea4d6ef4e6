export { FilesController } from './files.controller';
export { FilesService } from './files.service';
export { FileSweep } from './file-sweep';
export { registerFileAttachments } from './file-attachments';
export { filesConfigFromEnv, fileStoreOf, type FilesConfig } from './files-config';
export { storedFilesEntity } from './stored-files.entity';
export { acceptMultipartBodies } from './multipart-upload';
