-- The admin's referral tree (issue 11, docs/decisions/027): every member shows how many joined
-- directly under them and how many are below them in all. Counting a big referrer's children
-- (tens of thousands; A100, the shop, has a quarter of all customers) on each page is too slow at
-- 1M customers, so the direct-children count is kept next to the downline size, by the same
-- trigger, in the same statement (ancestors in customer id order, so sign-ups never deadlock), and
-- A100's in a one-row table. The tree lock of migration 012 is unchanged: a move holds the tree
-- alone, a join or removal under a member shares it. A join or removal directly under the shop
-- walks no ancestors, so it takes no tree lock: its count is a plain increment of one row, like
-- customer_counts'.

alter table referral_downlines add column children integer not null default 0 check (children >= 0);

-- A100, the shop: not a customer, so not a referral_downlines row (whose key is a customer).
create table referral_root (
  only_row boolean primary key default true check (only_row),
  children bigint not null check (children >= 0)
);
insert into referral_root (children) values (0);

-- Every member's downline size and direct children counted from scratch, and A100's children
-- (the backfill; the scale bench's loader uses it too).
create or replace function refresh_referral_downlines() returns void language sql as $$
  delete from referral_downlines;
  with recursive up(ancestor, member, direct) as (
    select parent_id, id, true from customers where parent_id is not null
    union all
    select c.parent_id, up.member, false from up join customers c on c.id = up.ancestor where c.parent_id is not null
  )
  insert into referral_downlines (customer_id, size, children)
  select ancestor, count(*), count(*) filter (where direct) from up group by ancestor;
  update referral_root set children = (select count(*) from customers where parent_id is null);
$$;
select refresh_referral_downlines();

-- `members` joined (or left, negative) the tree under `parent`: added to the downline of `parent`
-- and everyone above it, and `children` to `parent`'s direct count. Under the shop (a null parent)
-- only A100's count changes: its downline is every customer (customer_counts).
create function referral_tree_add(parent uuid, members integer, children integer) returns void
language plpgsql as $$
begin
  if parent is null then
    update referral_root set children = referral_root.children + referral_tree_add.children;
    return;
  end if;
  with recursive ancestors(id) as (
    select parent
    union all
    select c.parent_id from customers c join ancestors a on c.id = a.id where c.parent_id is not null
  )
  insert into referral_downlines as d (customer_id, size, children)
  select id, greatest(members, 0), case when id = parent then greatest(referral_tree_add.children, 0) else 0 end
  from ancestors order by id
  on conflict (customer_id) do update
    set size = d.size + members,
        children = d.children + case when d.customer_id = parent then referral_tree_add.children else 0 end;
end $$;

create or replace function customers_move_downline() returns trigger language plpgsql as $$
declare
  moved integer;
begin
  if tg_op = 'INSERT' then
    if new.parent_id is not null then perform pg_advisory_xact_lock_shared(74110004); end if;
    perform referral_tree_add(new.parent_id, 1, 1);
  elsif tg_op = 'DELETE' then
    if old.parent_id is not null then perform pg_advisory_xact_lock_shared(74110004); end if;
    perform referral_tree_add(old.parent_id, -1, -1);
  else
    perform pg_advisory_xact_lock(74110004); -- taken already by the cycle check; kept for clarity
    moved := 1 + coalesce((select size from referral_downlines where customer_id = new.id), 0);
    perform referral_tree_add(old.parent_id, -moved, -1);
    perform referral_tree_add(new.parent_id, moved, 1);
  end if;
  return null;
end $$;

drop function referral_downlines_add(uuid, integer);

-- Joins and removals directly under the shop now count too (A100's children).
drop trigger customers_downline_on_insert on customers;
drop trigger customers_downline_on_delete on customers;
create trigger customers_downline_on_insert after insert on customers
  for each row execute function customers_move_downline();
create trigger customers_downline_on_delete after delete on customers
  for each row execute function customers_move_downline();
