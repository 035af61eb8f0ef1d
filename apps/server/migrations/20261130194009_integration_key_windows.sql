-- Unlogged: a transaction that wrote only its rows commits without waiting for the WAL's flush, so
-- a key's row is held for the counting statement alone (db/schema/integrations.ts).
CREATE UNLOGGED TABLE "integration_key_windows" (
	"key_id" integer PRIMARY KEY NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_key_windows" ADD CONSTRAINT "integration_key_windows_key_id_integration_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "integration_keys" DROP COLUMN "window_count";--> statement-breakpoint
-- Counts one event of a key in the minute `minute` and answers the minute's count so far; the key's
-- last use is written at most once a minute, so that its row (WAL-logged) is not what every event
-- queues on. PL/pgSQL: its statements are planned once per connection.
CREATE FUNCTION count_key_event(key integer, minute timestamptz, used_at timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  INSERT INTO integration_key_windows AS w (key_id, minute, count) VALUES (key, minute, 1)
  ON CONFLICT (key_id) DO UPDATE SET count = CASE WHEN w.minute = excluded.minute THEN w.count + 1 ELSE 1 END, minute = excluded.minute
  RETURNING w.count INTO counted;
  UPDATE integration_keys SET last_used_at = used_at
   WHERE id = key AND (last_used_at IS NULL OR last_used_at < used_at - interval '1 minute');
  RETURN counted;
END $$;
