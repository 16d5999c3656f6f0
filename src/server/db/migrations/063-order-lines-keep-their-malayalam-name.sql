-- An order line keeps its product's Malayalam name as it was when ordered (docs/decisions/096), as it
-- keeps the English name: the order, its receipt and the bill read the same after the product is
-- renamed or deleted. Lines written before have none ('').
alter table order_items add column name_ml text not null default '';
