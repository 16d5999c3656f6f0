import { isRootCode, isWellFormedCode, normaliseCode, ROOT_CODE } from '../../../domain/customer-code';
import { SHOP_NAME } from '../../../domain/document-title';
import { messages } from '../../../domain/messages';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import type { ReferralNode, ReferralTreePage } from '../../../domain/referral-tree.schemas';
import type { Queryable } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage } from '../../db/keyset-cursor';
import { AppError } from '../../errors';

/**
 * The admin's referral tree (docs/decisions/027): a member, the way down to them from A100, and a
 * page of their children in the order they joined. Every count is read, never counted: direct
 * children and downline sizes from referral_downlines, A100's from referral_root and
 * customer_counts (migrations 011 and 015), so a page costs the same under a member with three
 * children and under the shop with a quarter of a million.
 */
export interface ReferralTreeQuery {
  code?: string;
  limit: number;
  cursor?: string;
}

type NodeRow = Omit<ReferralNode, 'childCount' | 'downlineSize'> & {
  child_count: number;
  downline_size: number;
};

const NODE_COLUMNS = `c.id, c.code, c.name, c.tier, customer_list_status(c.status, c.is_reserved) as status, c.points,
  coalesce(d.children, 0) as child_count, coalesce(d.size, 0) as downline_size`;
const WITH_COUNTS = 'left join referral_downlines d on d.customer_id = c.id';

const toNode = ({ child_count, downline_size, ...node }: NodeRow): ReferralNode => ({
  ...node,
  childCount: Number(child_count),
  downlineSize: Number(downline_size),
});

/** A code (A123) or a phone as typed, normalised; null when it can be neither. */
function memberKey(term: string): { code: string } | { phone: string } | null {
  const code = normaliseCode(term);
  if (isWellFormedCode(code)) return { code };
  const phone = normalisePhone(term);
  return isValidPhone(phone) ? { phone } : null;
}

export function createReferralTreeService(db: Queryable) {
  async function shop(): Promise<ReferralNode> {
    const [row] = await db.query<{ child_count: number; downline_size: number }>(
      `select (select children from referral_root) as child_count,
              (select coalesce(sum(how_many), 0) from customer_counts) as downline_size`,
    );
    return toNode({
      id: null,
      code: ROOT_CODE,
      name: SHOP_NAME,
      tier: null,
      status: null,
      points: 0,
      child_count: row?.child_count ?? 0,
      downline_size: row?.downline_size ?? 0,
    });
  }

  /**
   * The member and everyone above them, the member first (at most the tree's depth of lookups).
   * The tree has no loop (a trigger refuses one, a restore checks), but should one ever be there
   * the walk stops where it comes back to a member it passed, instead of running forever.
   */
  async function memberAndUpline(key: { code: string } | { phone: string }): Promise<ReferralNode[]> {
    const [column, value] = 'code' in key ? ['code', key.code] : ['phone', key.phone];
    const rows = await db.query<NodeRow>(
      `with recursive up(id, depth) as (
         select id, 0 from customers where ${column} = $1
         union all
         select c.parent_id, up.depth + 1 from up join customers c on c.id = up.id where c.parent_id is not null
       ) cycle id set looped using walked
       select ${NODE_COLUMNS} from up join customers c on c.id = up.id ${WITH_COUNTS}
       where not up.looped order by up.depth`,
      [value],
    );
    return rows.map(toNode);
  }

  /** A page of the children of `parentId` (null: the shop's), in the order they joined. */
  async function children(parentId: string | null, limit: number, cursor: string | undefined) {
    const after = decodeCursor(cursor);
    const params: unknown[] = [limit + 1];
    // The walk-in's account (migration 059) joined under nobody, and is no member of the tree.
    const where = [
      parentId === null
        ? 'c.parent_id is null and not c.is_walk_in'
        : `c.parent_id = $${params.push(parentId)}`,
    ];
    if (after)
      where.push(
        `(c.joined_at, c.id) > ($${params.push(after.createdAt)}::timestamptz, $${params.push(after.id)}::uuid)`,
      );
    const rows = await db.query<NodeRow & { cursor_at: string; id: string }>(
      `select ${NODE_COLUMNS}, ${cursorAtSql('c.joined_at')} as cursor_at
       from customers c ${WITH_COUNTS}
       where ${where.join(' and ')}
       order by c.joined_at, c.id limit $1`,
      params,
    );
    return toPage(rows, limit, ({ cursor_at: _, ...row }) => toNode(row));
  }

  /** A member by code or phone (A100 or nothing: the shop) and the way down to them from A100. */
  async function find(code: string | undefined): Promise<{ node: ReferralNode; path: ReferralNode[] }> {
    const term = code?.trim() ?? '';
    if (!term || isRootCode(term)) return { node: await shop(), path: [] };
    const key = memberKey(term);
    const [member, ...upline] = key ? await memberAndUpline(key) : [];
    if (!member) throw new AppError('NOT_FOUND', messages.customers.notFound);
    return { node: member, path: [await shop(), ...upline.reverse()] };
  }

  return {
    find,
    async page(query: ReferralTreeQuery): Promise<ReferralTreePage> {
      const { node, path } = await find(query.code);
      const page = await children(node.id, query.limit, query.cursor);
      return { node, path, children: page.items, nextCursor: page.nextCursor };
    },
  };
}
