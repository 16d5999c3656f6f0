-- The owner sees the liability (DESIGN 11.3, docs/decisions/083): the points and pending points
-- customers held at the end of each Asia/Kolkata day, for the dashboard's trend and the CSV. The
-- ledger stays the truth: this is its daily sums, rewritten from it by the hourly job (and here,
-- once, for the history); today's figure is the last stored day plus the ledger rows dated since,
-- found by the index below.
create table points_liability_days (
  day date primary key,
  points bigint not null,
  pending_points bigint not null
);

-- Every day from the ledger's (or the table's) first to yesterday (Kolkata): the running sums of points_delta and
-- pending_delta by the day each row is dated. Days that did not change are written too, so a
-- trend reads them as they are. Rows that did not change are not rewritten.
create function refresh_points_liability_days() returns void language sql as $$
  with days as (
    select (created_at at time zone 'Asia/Kolkata')::date as day,
           sum(points_delta)::bigint as points, sum(pending_delta)::bigint as pending
    from points_ledger group by 1
  ), every_day as (
    -- From the first day the ledger or the table has (a day whose rows were deleted, such as the
    -- demo data's, is written again as what the ledger now says), to yesterday.
    select d::date as day from generate_series(
      coalesce(least((select min(day) from days), (select min(day) from points_liability_days)),
               (now() at time zone 'Asia/Kolkata')::date - 1),
      (now() at time zone 'Asia/Kolkata')::date - 1, interval '1 day') d
  ), running as (
    select e.day, sum(coalesce(d.points, 0)) over w as points, sum(coalesce(d.pending, 0)) over w as pending
    from every_day e left join days d on d.day = e.day
    window w as (order by e.day)
  )
  insert into points_liability_days (day, points, pending_points)
  select day, points, pending from running
  on conflict (day) do update set points = excluded.points, pending_points = excluded.pending_points
  where (points_liability_days.points, points_liability_days.pending_points)
        is distinct from (excluded.points, excluded.pending_points);
$$;

create index points_ledger_created_at_idx on points_ledger (created_at);

select refresh_points_liability_days();
