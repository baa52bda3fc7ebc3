CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_item_id_pk" PRIMARY KEY("refund_id","order_item_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_item_idx" ON "refund_lines" USING btree ("order_item_id");--> statement-breakpoint
-- Back-fill (docs/decisions/order-line-money.md). Orders whose lines do not add up to the order's
-- discount or tax (orders from before those columns) get them split again by the one rule, the
-- largest-remainder method (discounts/allocation.ts): floor(whole × weight / Σ weights) each, the
-- cents left over one each to the largest remainders, ties to the earlier line.
WITH mismatched AS (
  SELECT oi.order_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
  GROUP BY oi.order_id, o.discount_cents HAVING sum(oi.discount_cents) <> o.discount_cents
), weighted AS (
  SELECT oi.id, oi.order_id, o.discount_cents::bigint AS whole, oi.price_cents::bigint AS weight,
    sum(oi.price_cents) OVER (PARTITION BY oi.order_id)::bigint AS weights
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE oi.order_id IN (SELECT order_id FROM mismatched)
), shares AS (
  SELECT id, order_id, whole, (whole * weight) / weights AS base, (whole * weight) % weights AS remainder
  FROM weighted WHERE weights > 0
), ranked AS (
  SELECT id, base, whole - sum(base) OVER (PARTITION BY order_id) AS leftover,
    row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, id) AS rank
  FROM shares
)
UPDATE order_items SET discount_cents = (ranked.base + CASE WHEN ranked.rank <= ranked.leftover THEN 1 ELSE 0 END)::int
FROM ranked WHERE ranked.id = order_items.id;
--> statement-breakpoint
WITH mismatched AS (
  SELECT oi.order_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
  GROUP BY oi.order_id, o.tax_cents HAVING sum(oi.tax_cents) <> o.tax_cents
), weighted AS (
  SELECT oi.id, oi.order_id, o.tax_cents::bigint AS whole, (oi.price_cents - oi.discount_cents)::bigint AS weight,
    sum(oi.price_cents - oi.discount_cents) OVER (PARTITION BY oi.order_id)::bigint AS weights
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE oi.order_id IN (SELECT order_id FROM mismatched)
), shares AS (
  SELECT id, order_id, whole, (whole * weight) / weights AS base, (whole * weight) % weights AS remainder
  FROM weighted WHERE weights > 0
), ranked AS (
  SELECT id, base, whole - sum(base) OVER (PARTITION BY order_id) AS leftover,
    row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, id) AS rank
  FROM shares
)
UPDATE order_items SET tax_cents = (ranked.base + CASE WHEN ranked.rank <= ranked.leftover THEN 1 ELSE 0 END)::int
FROM ranked WHERE ranked.id = order_items.id;
--> statement-breakpoint
UPDATE order_items SET paid_cents = order_items.price_cents - order_items.upgrade_credit_cents - order_items.discount_cents
  + CASE WHEN o.prices_include_tax THEN 0 ELSE order_items.tax_cents END
FROM orders o WHERE o.id = order_items.order_id;
--> statement-breakpoint
-- An order whose stored total differs from its lines (hand-made rows): the difference goes to its last line.
WITH sums AS (
  SELECT oi.order_id, max(oi.id) AS last_id, o.total_cents - sum(oi.paid_cents) AS diff
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  GROUP BY oi.order_id, o.total_cents HAVING sum(oi.paid_cents) <> o.total_cents
)
UPDATE order_items SET paid_cents = greatest(0, order_items.paid_cents + sums.diff)
FROM sums WHERE sums.last_id = order_items.id;
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "paid_cents" DROP DEFAULT;
--> statement-breakpoint
-- Refunds made before: split over their items (or, amount-only, over every line of the order) in
-- proportion to what each line paid; each line's tax is its tax in the same proportion.
WITH weighted AS (
  SELECT r.id AS refund_id, oi.id AS item_id, r.amount_cents::bigint AS whole, oi.paid_cents::bigint AS paid,
    oi.tax_cents::bigint AS tax
  FROM refunds r JOIN order_items oi ON oi.order_id = r.order_id
  WHERE NOT EXISTS (SELECT 1 FROM refund_items ri WHERE ri.refund_id = r.id)
    OR EXISTS (SELECT 1 FROM refund_items ri WHERE ri.refund_id = r.id AND ri.order_item_id = oi.id)
), totals AS (
  SELECT *, sum(paid) OVER (PARTITION BY refund_id) AS weights FROM weighted
), shares AS (
  SELECT refund_id, item_id, paid, tax, whole, (whole * paid) / weights AS base, (whole * paid) % weights AS remainder
  FROM totals WHERE weights > 0
), ranked AS (
  SELECT *, whole - sum(base) OVER (PARTITION BY refund_id) AS leftover,
    row_number() OVER (PARTITION BY refund_id ORDER BY remainder DESC, item_id) AS rank
  FROM shares
), lines AS (
  SELECT refund_id, item_id, paid, tax, base + CASE WHEN rank <= leftover THEN 1 ELSE 0 END AS amount FROM ranked
)
INSERT INTO refund_lines (refund_id, order_item_id, amount_cents, tax_cents)
SELECT refund_id, item_id, amount::int, CASE WHEN paid > 0 THEN ((2 * amount * tax + paid) / (2 * paid))::int ELSE 0 END
FROM lines WHERE amount > 0;
--> statement-breakpoint
UPDATE refunds SET tax_cents = l.tax FROM (
  SELECT refund_id, sum(tax_cents)::int AS tax FROM refund_lines GROUP BY refund_id
) l WHERE l.refund_id = refunds.id;
