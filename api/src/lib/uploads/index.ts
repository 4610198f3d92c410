/**
 * Uploaded files: read from a multipart request, checked by extension and content, streamed to the
 * file store under a random name, recorded in `stored_files`, and sent back with safe headers.
 *
 *   const upload = await readUpload(request, { fields: schema, files: { file: { kind: 'document', required: true } } });
 *   const id = await upload.save((tx, ids) => insertRecordReferring(tx, ids.file));
 */

export { uploadsPlugin, type UploadSettings } from './plugin';
export { contentMatches, signatureOf } from './file-types';
export { cleanFileName, readUpload, type FileRule, type FileRules, type Upload, type UploadSpec, type WrittenFile } from './read-upload';
export {
  contentDisposition,
  referredFile,
  removeStoredFiles,
  sendStoredFile,
  storedFileColumns,
  type SendOptions,
  type StoredFileRef,
} from './stored-files';
