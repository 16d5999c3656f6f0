-- The admin's customers screen (issue 11): each customer's status as the admin sees it, in one
-- place. Disabled is a rejected registration or a customer the admin disabled (it wins over
-- Reserved); Reserved is a customer added without a password; otherwise the stored status
-- (pending or active). The list, its status filter and its stat cards all ask this function.
create function customer_list_status(status text, is_reserved boolean) returns text
language sql immutable parallel safe as $$
  select case when status = 'rejected' then 'disabled' when is_reserved then 'reserved' else status end
$$;

-- The status filter, newest first: one index range per status, walked in the list's order, so a
-- rare status (a few pending among 1M) is as fast as a common one. Searches within a status walk
-- it too (newest-matches.ts). customers_created_idx still serves the unfiltered list.
create index customers_list_status_idx
  on customers (customer_list_status(status, is_reserved), created_at desc, id desc);
