import { paths, type DocumentItem } from '@portal/shared-api';
import { FILES_URLS } from '@portal/shared-api/client';
import { listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

/** /Documentos/Listar (spec §2): the generic paged list of documents, to create, edit or delete. */
export const DocumentsListPage = listScreen<DocumentItem>({
  title: T.listTitle,
  url: FILES_URLS.base,
  searchable: true,
  deletable: true,
  create: { entity: T.entity, to: paths.documentosCrear() },
  editTo: (d) => paths.documentosEditar(d.id),
  columns: [
    { key: 'fileName', title: T.fileName, dataIndex: 'fileName', role: 'title', width: 200, ellipsis: true },
    { key: 'description', title: T.description, dataIndex: 'description', width: 230, ellipsis: true },
    {
      key: 'file',
      title: T.file,
      width: 190,
      ellipsis: true,
      tooltip: (d) => d.originalName,
      render: (_, d) => (
        <a href={d.filePath} download={d.originalName}>
          {d.originalName}
        </a>
      ),
    },
    dateColumn('date', T.date, (d) => d.dateModified, { width: 140 }),
  ],
});
