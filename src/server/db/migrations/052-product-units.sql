-- Products are sold by a unit (DESIGN 11.2, docs/decisions/084): a piece, or a measure (kg, g,
-- l, ml). A weighed product (loose rice, vegetables from a scale) is sold by weight or volume: its
-- quantities (stock, order lines) count thousandths of its unit, so 1.25 kg of rice is 1250. Only
-- a measure can be weighed. Every product until now is a piece, counted whole.
alter table products
  add column unit text not null default 'piece' check (unit in ('piece', 'kg', 'g', 'l', 'ml')),
  add column weighed boolean not null default false,
  add constraint products_weighed_by_measure check (not weighed or unit <> 'piece');
