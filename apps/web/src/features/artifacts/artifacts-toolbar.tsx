import { useId } from 'react';
import { ARTIFACTS_PAGE_MESSAGES as M, type ARTIFACT_LIST_FILTERS, type ARTIFACT_LIST_SORTS } from '@authentic/core';
import { PAGE_TEXTS } from './page-texts';

export type ArtifactFilter = (typeof ARTIFACT_LIST_FILTERS)[number];
export type ArtifactSort = (typeof ARTIFACT_LIST_SORTS)[number];

/** Spec 01 §2's choices, in its order; the values are the list call's query parameters. */
export const FILTER_OPTIONS: readonly { value: ArtifactFilter; label: string }[] = [
  { value: 'all', label: M.filterAll },
  { value: 'mine', label: M.filterMine },
  { value: 'others', label: M.filterOthers },
];

export const SORT_OPTIONS: readonly { value: ArtifactSort; label: string }[] = [
  { value: 'newest', label: M.sortNewest },
  { value: 'oldest', label: M.sortOldest },
  { value: 'most-voted', label: M.sortMostVoted },
  { value: 'most-commented', label: M.sortMostCommented },
];

export interface ArtifactsToolbarProps {
  filter: ArtifactFilter;
  sort: ArtifactSort;
  onFilterChange: (filter: ArtifactFilter) => void;
  onSortChange: (sort: ArtifactSort) => void;
}

export function ArtifactsToolbar({ filter, sort, onFilterChange, onSortChange }: ArtifactsToolbarProps) {
  const filterId = useId();
  const sortId = useId();
  return (
    <div className="artifacts-toolbar">
      <div className="field">
        <label htmlFor={filterId}>{PAGE_TEXTS.filterLabel}</label>
        <select id={filterId} value={filter} onChange={(event) => onFilterChange(event.target.value as ArtifactFilter)}>
          {FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={sortId}>{PAGE_TEXTS.sortLabel}</label>
        <select id={sortId} value={sort} onChange={(event) => onSortChange(event.target.value as ArtifactSort)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

export function ArtifactsPagination({ page, pages, onPageChange }: PaginationProps) {
  return (
    <nav className="artifacts-pagination" aria-label={PAGE_TEXTS.paginationLabel}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {PAGE_TEXTS.previous}
      </button>
      <span aria-live="polite">{PAGE_TEXTS.pageOf(page, pages)}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {PAGE_TEXTS.next}
      </button>
    </nav>
  );
}
