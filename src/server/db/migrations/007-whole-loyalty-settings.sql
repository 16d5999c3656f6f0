-- Referral percentages are whole numbers and tier thresholds whole rupees (docs/decisions/007).
-- Settings saved before that rule are brought into line, so they still read back as valid:
-- percentages rounded down (their total can only fall), thresholds rounded up to the rupee and
-- kept at least ₹1 and strictly rising.
update settings set referral_percents = coalesce(
  (select jsonb_agg(least(100, greatest(0, floor(e.value::numeric)))::int order by e.n)
   from jsonb_array_elements(referral_percents) with ordinality as e(value, n)),
  '[]'::jsonb);

with rounded as (
  select greatest(100, ceil(silver_threshold_paise / 100.0)::bigint * 100) as silver,
         ceil(gold_threshold_paise / 100.0)::bigint * 100 as gold,
         ceil(diamond_threshold_paise / 100.0)::bigint * 100 as diamond
  from settings
), rising as (
  select silver, greatest(gold, silver + 100) as gold, diamond from rounded
)
update settings set silver_threshold_paise = rising.silver,
                    gold_threshold_paise = rising.gold,
                    diamond_threshold_paise = greatest(rising.diamond, rising.gold + 100)
from rising;
