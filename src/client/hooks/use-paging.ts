import { useState } from 'react';

/**
 * A paged list's position, counted from 1: a new page size starts again at page 1. `table` is
 * what a paged table takes to move it.
 */
export function usePaging(firstPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);
  return {
    page,
    pageSize,
    setPage,
    table: {
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
