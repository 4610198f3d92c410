import { z } from 'zod';
import { MSG } from './texts';
import { multipartContract } from './multipart';
import type { documentItemSchema } from './responses/files';

const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });

/** Upload and edit form of a document (spec §5 "File form"). */
export const documentFormSchema = z.object({
  fileName: required().max(200),
  description: required().max(2000),
});
export type DocumentForm = z.input<typeof documentFormSchema>;

/** POST files (multipart): name, description and the document itself. */
export const DOCUMENT_UPLOAD = multipartContract(documentFormSchema, { file: { kind: 'document', required: true } });

/** Document (spec §3); `filePath` is the download address, which answers with the original file name. */
export type DocumentItem = z.output<typeof documentItemSchema>;
