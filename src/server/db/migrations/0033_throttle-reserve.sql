-- One attempt counted in one statement: the throttle's lock, count and insert
-- used to be five round trips (BEGIN, lock, count, insert, COMMIT), each waiting its turn for a
-- pool connection (PostgreSQL) or for the event loop (PGlite). Called alone, the statement is its
-- own transaction: the advisory locks (one per key, in key order, so two attempts sharing keys
-- cannot deadlock) end with it, after its insert is committed. In PL/pgSQL each statement takes
-- a new snapshot, so the count, made once the locks are held, sees every attempt committed before.
-- Returns the new rows' ids as a JSON array, or null when a key already has its max.
CREATE FUNCTION "throttle_reserve"("p_scope" text, "p_limits" json, "p_window_secs" double precision)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "k" text;
  "ids" json;
BEGIN
  FOR "k" IN SELECT DISTINCT l."key" FROM json_to_recordset("p_limits") AS l("key" text, "max" integer) ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(7206, hashtext("p_scope" || ':' || "k"));
  END LOOP;
  IF EXISTS (
    SELECT 1 FROM json_to_recordset("p_limits") AS l("key" text, "max" integer)
    WHERE (
      SELECT count(*) FROM "throttle_hits" h
      WHERE h."scope" = "p_scope" AND h."key" = l."key"
        AND h."at" > now() - make_interval(secs => "p_window_secs")
    ) >= l."max"
  ) THEN
    RETURN NULL;
  END IF;
  WITH "added" AS (
    INSERT INTO "throttle_hits" ("scope", "key")
      SELECT DISTINCT "p_scope", l."key" FROM json_to_recordset("p_limits") AS l("key" text, "max" integer)
      RETURNING "id"
  )
  SELECT json_agg("id" ORDER BY "id") INTO "ids" FROM "added";
  RETURN "ids";
END
$$;
