import type { FileRef } from '@portal/shared-api';
import { FileLinkView } from '../enrolment/file-link';
import { errorLines } from '../feedback/error-lines';
import type { ListColumn } from './list-columns';
import type { PagedListState } from './use-paged-list';

/** A column of a row's private file: its name as a download link (its full name on hover); a failure shows in the list's errors. */
export function fileColumn<R>(list: PagedListState<R>, { key, title, width = 120, file }: { key: string; title: string; width?: number; file: (row: R) => FileRef | null }): ListColumn<R> {
  return {
    key,
    title,
    width,
    ellipsis: true,
    tooltip: (row) => file(row)?.name,
    render: (_, row) => <FileLinkView file={file(row)} label={title} onError={(error) => list.setErrors(errorLines(error))} />,
  };
}
