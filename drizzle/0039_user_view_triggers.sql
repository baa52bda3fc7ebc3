-- A user's own pages (orders, account, affiliate, cart, and their signed-in views of public
-- pages) are kept rendered per user (platform/user-page-cache.ts) under a version that every
-- write changing what the user sees changes IN THE SAME TRANSACTION. These triggers do it for the
-- writes of every domain, whoever makes them (the customer, an admin, a webhook, a job): each
-- changed row adds a row for each of its owners to user_view_changes, which commits or rolls
-- back with the write. Insert-only, so concurrent writers for one user never wait on each other,
-- and the version (the sum of weight) still changes with every commit
-- (docs/decisions/per-user-page-cache.md).
--
-- Which tables: every table with a column naming a user's row (user_id, affiliate_id,
-- licence_id, refund_id, order_id, ledger_id), `users` itself, and the shop-wide tables a
-- user's own pages show (tax rates, products, releases), whose writes change everyone's. install_user_view_triggers()
-- adds the trigger to each such table that lacks it; it runs here and after every migration
-- (platform/db.ts), so a table another domain adds later is covered without editing this file.
CREATE OR REPLACE FUNCTION user_view_owner(via text, r jsonb) RETURNS integer AS $$
  SELECT CASE via
    WHEN 'user' THEN (r->>'user_id')::integer
    WHEN 'self' THEN (r->>'id')::integer
    -- Shop-wide data some of a user's pages show (tax and discounts in the cart, product names
    -- and releases in their library): user 0 stands for everyone (user-views.repo.ts).
    WHEN 'everyone' THEN 0
    WHEN 'order' THEN (SELECT o.user_id FROM orders o WHERE o.id = (r->>'order_id')::integer)
    WHEN 'refund' THEN (
      SELECT o.user_id FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.id = (r->>'refund_id')::integer
    )
    WHEN 'licence' THEN (SELECT l.user_id FROM licences l WHERE l.id = (r->>'licence_id')::integer)
    WHEN 'affiliate' THEN (SELECT a.user_id FROM affiliates a WHERE a.id = (r->>'affiliate_id')::integer)
    WHEN 'ledger' THEN (
      SELECT a.user_id FROM affiliate_ledger g JOIN affiliates a ON a.id = g.affiliate_id
      WHERE g.id = (r->>'ledger_id')::integer
    )
  END
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_view_changed() RETURNS trigger AS $$
DECLARE
  owners integer[] := '{}';
  via text;
  owner integer;
BEGIN
  FOREACH via IN ARRAY TG_ARGV LOOP
    -- Both sides of an update: a row moved to another user (a licence transfer) changes both.
    IF TG_OP <> 'INSERT' THEN
      owner := user_view_owner(via, to_jsonb(OLD));
      IF owner IS NOT NULL AND NOT owner = ANY(owners) THEN owners := owners || owner; END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      owner := user_view_owner(via, to_jsonb(NEW));
      IF owner IS NOT NULL AND NOT owner = ANY(owners) THEN owners := owners || owner; END IF;
    END IF;
  END LOOP;
  INSERT INTO user_view_changes (user_id) SELECT unnest(owners);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION install_user_view_triggers() RETURNS integer AS $$
DECLARE
  t record;
  installed integer := 0;
BEGIN
  FOR t IN
    WITH owners (name, via, rank) AS (
      SELECT c.table_name::text, v.via, v.rank
      FROM information_schema.columns c
      JOIN (VALUES ('user_id', 'user', 1), ('affiliate_id', 'affiliate', 2), ('licence_id', 'licence', 3),
                   ('refund_id', 'refund', 4), ('order_id', 'order', 5), ('ledger_id', 'ledger', 6))
        AS v(col, via, rank) ON v.col = c.column_name
      JOIN information_schema.tables b
        ON b.table_schema = c.table_schema AND b.table_name = c.table_name AND b.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.table_name <> 'user_view_changes'
      UNION ALL
      SELECT 'users', 'self', 0
      UNION ALL
      SELECT name, 'everyone', 9
      FROM unnest(ARRAY['tax_rates', 'discount_codes', 'indicators', 'indicator_translations', 'releases']) AS name
      WHERE to_regclass(name) IS NOT NULL
    )
    SELECT name, array_agg(via ORDER BY rank) AS vias FROM owners GROUP BY name
  LOOP
    IF NOT EXISTS (
      SELECT 1 FROM pg_trigger g
      WHERE g.tgrelid = format('%I', t.name)::regclass AND g.tgname = 'user_view_changed'
    ) THEN
      EXECUTE format(
        'CREATE TRIGGER user_view_changed AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION user_view_changed(%s)',
        t.name,
        (SELECT string_agg(quote_literal(x), ', ') FROM unnest(t.vias) AS x)
      );
      installed := installed + 1;
    END IF;
  END LOOP;
  RETURN installed;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT install_user_view_triggers();
