import type { FileRef } from '@portal/shared-api';
import { downloadFile } from '@portal/shared-api/client';
import { ENROLMENT_TEXTS as T } from './texts';

/**
 * A private file: the link downloads it through the API client, which sends the session's token
 * (a plain link would not); a failure shows in the alert of the screen.
 */
export function FileLinkView({ file, label, onError }: { file: FileRef | null; label: string; onError?: (error: unknown) => void }) {
  if (!file) return <span>{T.missing}</span>;
  return (
    <a
      href={file.url}
      aria-label={`${label}: ${file.name}`}
      onClick={(event) => {
        event.preventDefault();
        downloadFile(file.url, file.name).catch((error: unknown) => (onError ? onError(error) : console.error(error)));
      }}
    >
      {file.name}
    </a>
  );
}
