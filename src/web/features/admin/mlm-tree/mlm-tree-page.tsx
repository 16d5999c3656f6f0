import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessage } from '../../../lib/api';
import { ROOT_CODE } from '../../../../domain/customer-code';
import { childrenQueryOptions, findQueryOptions } from './referral-tree.queries';
import { TreeMember } from './tree-member';
import { TreeContext, useTree, useTreeState } from './tree-state';

/**
 * /admin/mlm-tree (SPEC section 2, issue 11): the referral tree from A100, the shop, down. Members
 * open to load their children; a search by code or phone opens the way down to the member found.
 */
export default function MlmTreePage() {
  const tree = useTreeState();
  return (
    <div>
      <PageTitle
        title="MLM Tree"
        description="Who joined under whom, from the shop (A100) down: each member's direct referrals and everyone below them. Level 1 joined with the shop's code, level 2 under a level 1 member, and so on."
      />
      <TreeContext value={tree}>
        <FindMember />
        <ReferralTree />
      </TreeContext>
    </div>
  );
}

/**
 * The search. The member asked for is kept in the address (?code=), so the edit screen's "Show in
 * MLM Tree" link opens the tree at that member, and reload and Back show the same member again.
 */
function FindMember() {
  const { reveal } = useTree();
  const [params, setParams] = useSearchParams();
  const asked = params.get('code')?.trim() ?? '';
  const found = useQuery({ ...findQueryOptions(asked), enabled: asked !== '' });
  const [term, setTerm] = useState(asked);
  // Back, or a link to another ?code=, puts that code in the box (set while rendering: React's way
  // to follow a changed input).
  const [boxFollows, setBoxFollows] = useState(asked);
  if (boxFollows !== asked) {
    setBoxFollows(asked);
    setTerm(asked);
  }
  useEffect(() => {
    if (found.data) reveal(found.data);
  }, [found.data, reveal]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const typed = term.trim();
    if (!typed) return;
    if (typed === asked) void found.refetch();
    else setParams({ code: typed });
  };
  const problem = found.error && !found.isFetching ? errorMessage(found.error) : null;

  return (
    <form onSubmit={find} className="mb-4 space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchInput
          label="Find a member by code or phone"
          placeholder="Code (A105) or phone"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-describedby="tree-find-problem"
          className="sm:max-w-md sm:flex-1"
        />
        <Button type="submit" loading={found.isFetching}>
          <Search aria-hidden="true" className="size-4" />
          Find
        </Button>
      </div>
      <p id="tree-find-problem" role="alert" className="text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}

function ReferralTree() {
  const root = useInfiniteQuery(childrenQueryOptions(ROOT_CODE));
  const shop = root.data?.pages[0]?.node;
  const treeRef = useRef<HTMLUListElement>(null);
  const tree = useTree();

  // The Tab stop is an item on screen: when its item went (a Show more that loaded the last
  // page, a member gone from a reloaded list) and nothing in the tree has the focus, it is A100.
  useLayoutEffect(() => {
    const element = treeRef.current;
    if (!element || tree.focusKey || element.contains(document.activeElement)) return;
    if (!element.querySelector(`[data-tree-key="${CSS.escape(tree.activeKey)}"]`))
      tree.setActiveKey(ROOT_CODE);
  });

  if (root.isPending)
    return (
      <div role="status" className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4">
        <span className="sr-only">Loading the referral tree…</span>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-3" style={{ paddingLeft: `${index && 1.5}rem` }}>
            <Skeleton className="size-8 shrink-0" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  if (!shop) return <QueryErrorState query={root} title="Could not load the referral tree" />;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-2 sm:p-3">
      <p id="tree-keys" className="px-2 pb-2 text-sm text-sand-700">
        Arrow keys move through the tree: Right opens a member, Left closes it, Enter opens their edit screen.
      </p>
      <ul ref={treeRef} role="tree" aria-label="Referral tree" aria-describedby="tree-keys">
        <TreeMember node={shop} level={1} position={1} siblings={1} />
      </ul>
    </div>
  );
}
