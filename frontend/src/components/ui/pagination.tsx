import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows in all pages; unknown (cursor lists) when absent. */
  total?: number;
  /** For cursor lists without a total: whether a next page exists. */
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** What the rows are, for the status line: "payments", "appointments". */
  noun: string;
}

/** "payments" → "payment" for a single row. */
const singular = (noun: string): string => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** Previous / Next with "Showing 21–40 of 57 appointments", for every staff table. */
export function Pagination({ page, pageSize, total, hasNext, onPage, noun }: PaginationProps) {
  const { t } = useTranslation();
  const from = (page - 1) * pageSize + 1;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const next = pages === undefined ? Boolean(hasNext) : page < pages;
  const to = total === undefined ? undefined : Math.min(total, page * pageSize);
  if (total === 0) return null;
  const status =
    to === undefined
      ? t('pagination.page', { page })
      : total === 1
        ? t('pagination.showingOne', { noun: singular(noun) })
        : t('pagination.showing', { from, to, total, noun });
  const onlyPage = page === 1 && !next;
  return (
    <nav
      aria-label={t('pagination.label', { noun })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-base text-muted">{status}</p>
      <div className={onlyPage ? 'hidden' : 'flex gap-2'}>
        <Button variant="neutral" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <Button variant="neutral" size="sm" disabled={!next} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
