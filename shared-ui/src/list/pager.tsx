import { Button, Select, Space } from 'antd';
import { PAGE_SIZES } from '@portal/shared-api';
import { lastPage, pagesAround } from './pages-around';
import { LIST_TEXTS as T } from './texts';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The pager of spec §9: Anterior, three pages either side, Siguiente, and the page-size choice. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const last = lastPage(total, pageSize);
  return (
    <nav aria-label={T.pager} className="portal-pager no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 16 }}>
      <Space wrap size={4}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {T.previous}
        </Button>
        {pagesAround(page, last).map((n) => (
          <Button
            key={n}
            type={n === page ? 'primary' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={T.page(n)}
            onClick={() => n !== page && onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button disabled={page >= last} onClick={() => onPage(page + 1)}>
          {T.next}
        </Button>
      </Space>
      <Space size={8}>
        <label htmlFor="portal-page-size">{T.pageSize}</label>
        <Select
          id="portal-page-size"
          value={pageSize}
          style={{ width: 80 }}
          onChange={(size: number) => onPageSize(size)}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </Space>
      <span aria-live="polite">{T.total(total)}</span>
    </nav>
  );
}
