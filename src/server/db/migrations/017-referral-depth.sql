-- DESIGN 7a's guardrails on referral rewards (docs/decisions/030): how many upline levels a delivery
-- pays (1 to 5, the legal cap; 3 by default) and a switch that turns multi-level rewards off (level 1
-- only). Levels paid = multi_level_referrals ? least(referral_depth, levels set) : 1.
-- The cap 5 is REFERRAL_DEPTH_CAP in src/domain/referral-levels.ts.
alter table settings
  add column referral_depth integer not null default 3,
  add column multi_level_referrals boolean not null default true;

-- A shop that already pays more than 3 levels keeps paying them, up to the cap; percentages past the
-- cap could never be paid again, so they go.
update settings set
  referral_depth = least(5, greatest(3, jsonb_array_length(referral_percents))),
  referral_percents = (
    select coalesce(jsonb_agg(e.value order by e.n), '[]'::jsonb)
    from jsonb_array_elements(referral_percents) with ordinality as e(value, n)
    where e.n <= 5);

alter table settings
  add constraint settings_referral_depth_check check (referral_depth between 1 and 5),
  add constraint settings_referral_levels_check check (jsonb_array_length(referral_percents) <= 5);
