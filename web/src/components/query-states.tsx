/**
 * The states of a screen that shows fetched data, in the one order every list uses: error ->
 * loading -> empty -> no match -> content (docs/specs/customer-area.md section 2 empty states;
 * docs/specs/admin-area.md section 8 "Empty states").
 *
 * Usage:
 *
 *   const products = useProducts();
 *   const shown = products.data ? filter(products.data, search) : [];
 *   <QueryStates
 *     query={products}
 *     errorTitle="Could not load products"
 *     loading={<SkeletonRows label="Loading products" />}
 *     empty={<StatusMessage title="No products yet" />}
 *     noMatch={<StatusMessage title="No search results found" />}
 *     isNoMatch={shown.length === 0}
 *   >
 *     {() => <Table rows={shown} />}
 *   </QueryStates>
 *
 * `empty` shows when the loaded data is an empty array (or when `isEmpty(data)` says so);
 * `noMatch` shows when `isNoMatch` is true, for filters that leave nothing. Both are optional.
 */
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorMessage } from './status-message';

/** The parts of a TanStack Query result that QueryStates reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** Heading of the error block; its text is the server's message (lib/api-client errorMessage). */
  errorTitle: string;
  /** Placeholder while the first answer is awaited (skeletons). */
  loading: ReactNode;
  /** Shown when the data is empty (an empty array unless `isEmpty` decides). */
  empty?: ReactNode;
  /** Decides emptiness for data that is not an array. */
  isEmpty?: (data: T) => boolean;
  /** Shown when the data exists but the caller's filters leave nothing. */
  noMatch?: ReactNode;
  isNoMatch?: boolean;
  /** The content, given the loaded data. */
  children: (data: T) => ReactNode;
}

/** The deferred data's value on a section's first render: nothing yet (its skeletons). */
const NOT_YET: unique symbol = Symbol('not yet rendered');

/**
 * `query` as of its deferred data, for a section that derives everything it shows from it: an
 * answer arriving from the server re-renders at once with the previous state (the skeletons, the
 * first time), and the content renders in a background render that React interrupts every few
 * milliseconds, so a section of cards does not hold the main thread in one long task (which
 * counts as blocking time on the home and category pages). Data the page came with
 * (lib/initial-answers.ts) is deferred too: the section's first render shows its skeletons and
 * the cards follow in a commit of their own, after the heading has painted. An error shows at
 * once.
 */
export function useDeferredQuery<T>(query: QueryLike<T>): QueryLike<T> {
  const deferred = useDeferredValue<T | undefined | typeof NOT_YET>(query.data, NOT_YET);
  const data = deferred === NOT_YET ? undefined : deferred;
  return { data, error: query.error, isPending: data === undefined, refetch: query.refetch };
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Renders exactly one of: error, loading, empty, no match, content. */
export function QueryStates<T>({
  query,
  errorTitle,
  loading,
  empty,
  isEmpty = isEmptyArray,
  noMatch,
  isNoMatch = false,
  children,
}: QueryStatesProps<T>) {
  if (query.error) {
    return (
      <ErrorMessage error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending || query.data === undefined) return loading;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  if (noMatch !== undefined && isNoMatch) return noMatch;
  return children(query.data);
}

/** A column of rounded skeleton rows for lists and tables, announced as a busy status. */
export function SkeletonRows({
  label,
  count = 6,
  height = 56,
  spacing = 1,
}: {
  /** Accessible name, e.g. "Loading orders". */
  label: string;
  count?: number;
  /** Row height in px. */
  height?: number;
  /** Gap between rows in theme spacing units. */
  spacing?: number;
}) {
  return (
    <Stack spacing={spacing} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
