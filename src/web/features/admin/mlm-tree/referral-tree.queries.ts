import { queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ReferralNode, ReferralTreePage } from '../../../../domain/referral-tree.schemas';
import { referralTreeApi } from './referral-tree.api';

export const referralTreeKeys = {
  all: ['admin', 'referral-tree'] as const,
  /** One query per expanded member: its children, page after page. */
  children: (code: string) => ['admin', 'referral-tree', 'children', code] as const,
  /** A search: the member found and the way down to them. */
  find: (term: string) => ['admin', 'referral-tree', 'find', term] as const,
};

/** The children of the member `code` (A100: the shop's), loaded a page at a time (Show more). */
export const childrenQueryOptions = (code: string) => ({
  queryKey: referralTreeKeys.children(code),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    referralTreeApi.page(code, pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (page: ReferralTreePage) => page.nextCursor,
});

/** Every child loaded so far, in the order they joined. */
export const loadedChildren = (data: InfiniteData<ReferralTreePage> | undefined): ReferralNode[] =>
  data?.pages.flatMap((page) => page.children) ?? [];

/** A member by code or phone with the way down from A100 (its children are not needed: one asked for). */
export const findQueryOptions = (term: string) =>
  queryOptions({
    queryKey: referralTreeKeys.find(term),
    queryFn: ({ signal }) =>
      referralTreeApi.page(term, null, signal, 1).then(({ node, path }) => ({ node, path })),
  });
