import type { DocumentItem } from '@portal/shared-api';
import { FILES_URLS } from '@portal/shared-api/client';
import { listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

/** /Documentos (spec §2): the public documents, searchable and paged, each with its download. */
export const DocumentsPage = listScreen<DocumentItem>({
  title: T.title,
  intro: T.intro,
  url: FILES_URLS.base,
  searchable: true,
  columns: [
    { key: 'fileName', title: T.name, dataIndex: 'fileName', role: 'title', width: 220, ellipsis: true },
    { key: 'description', title: T.description, dataIndex: 'description', width: 380, ellipsis: true },
    dateColumn('dateModified', T.date, (row) => row.dateModified, { width: 140 }),
    {
      key: 'download',
      title: T.download,
      role: 'action',
      width: 110,
      render: (_, row) => (
        <a href={row.filePath} download={row.originalName} aria-label={`${T.download} ${row.fileName}`}>
          {T.download}
        </a>
      ),
    },
  ],
});
