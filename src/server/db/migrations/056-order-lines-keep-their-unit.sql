-- An order line keeps how its product was counted when it was sold (docs/decisions/084): its unit
-- and whether it was weighed, so a weighed line's quantity (thousandths of its unit: 1.5 kg is
-- 1500) reads right after the product changes or is deleted. Every line until now is a piece.
alter table order_items
  add column unit text not null default 'piece' check (unit in ('piece', 'kg', 'g', 'l', 'ml')),
  add column weighed boolean not null default false,
  add constraint order_items_weighed_by_measure check (not weighed or unit <> 'piece');
