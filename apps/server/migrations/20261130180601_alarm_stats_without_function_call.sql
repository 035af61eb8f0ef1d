-- An alarm's change appended its statistics through alarm_stats_share, a SQL function PostgreSQL
-- plans again at each call from a trigger: one INSERT of PL/pgSQL's own (planned once per
-- connection) writes the old state negated and the new one as is, in one statement. The figures
-- are those of migration 20261127083634_statistics.
CREATE OR REPLACE FUNCTION alarm_stats_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_stats (org_id, hour, status, alarms, accepted, seconds_to_accept, ended, seconds_to_end)
  SELECT (a).org_id, date_trunc('hour', (a).triggered_at, 'UTC'), (a).status, sign,
         sign * ((a).first_accepted_at IS NOT NULL)::int,
         sign * coalesce(extract(epoch FROM (a).first_accepted_at - (a).triggered_at), 0),
         sign * ((a).ended_at IS NOT NULL)::int,
         sign * coalesce(extract(epoch FROM (a).ended_at - (a).triggered_at), 0)
    FROM (VALUES (OLD, -1), (NEW, 1)) AS change(a, sign)
   WHERE (a).id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION alarm_stats_share(alarms, integer);
