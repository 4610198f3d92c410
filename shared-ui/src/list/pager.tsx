import { PAGE_SIZES } from '@portal/shared-api';
import { PlainSelect } from '../form/plain-select';
import { lastPage, pagesAround } from './pages-around';
import { LIST_TEXTS, type ListTexts } from './texts';
import '../form/form.css';
import './list-table.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Its words (default: the spec's Spanish). */
  texts?: ListTexts;
}

/** The pager of spec §9 in plain elements, drawn the same by the server and the browser: Anterior, three pages either side, Siguiente, the page size and the total. */
export function Pager({ page, pageSize, total, onPage, onPageSize, texts: T = LIST_TEXTS }: PagerProps) {
  const last = lastPage(total, pageSize);
  return (
    <nav aria-label={T.pager} className="plain-pager no-print">
      <div className="plain-pager__pages">
        <button type="button" className="plain-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {T.previous}
        </button>
        {pagesAround(page, last).map((n) => (
          <button
            key={n}
            type="button"
            className={n === page ? 'plain-button plain-button--primary' : 'plain-button'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={T.page(n)}
            onClick={() => n !== page && onPage(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" className="plain-button" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {T.next}
        </button>
      </div>
      <label className="plain-pager__size">
        {T.pageSize}
        <PlainSelect value={String(pageSize)} placeholder={false} options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} onChange={(value) => onPageSize(Number(value))} />
      </label>
      <span aria-live="polite">{T.total(total)}</span>
    </nav>
  );
}
