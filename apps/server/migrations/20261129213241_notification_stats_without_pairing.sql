-- A statement's changed messages were paired old with new by id, which PostgreSQL joins row by row
-- (it takes a transition table for one row): a batch of n recorded sends cost n² comparisons. The
-- old rows count negatively and the new ones positively instead, summed per alarm, hour and device
-- type, so nothing is paired; a message's alarm, creation and device type never change. The figures
-- are those of migration 20261129174610_notification_stats_per_statement.
CREATE OR REPLACE FUNCTION notification_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT alarm_id, date_trunc('hour', created_at, 'UTC') AS hour, device_type, sum(delivered) AS delivered, sum(failed) AS failed
      FROM (SELECT alarm_id, created_at, device_type, (status IN ('SENT', 'DELIVERED'))::int AS delivered, (status = 'FAILED')::int AS failed FROM new_rows
            UNION ALL
            SELECT alarm_id, created_at, device_type, -(status IN ('SENT', 'DELIVERED'))::int, -(status = 'FAILED')::int FROM old_rows) AS c
     GROUP BY 1, 2, 3
    HAVING sum(delivered) <> 0 OR sum(failed) <> 0)
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  SELECT a.org_id, c.hour, c.device_type, 0, sum(c.delivered), sum(c.failed)
    FROM changes c JOIN alarms a ON a.id = c.alarm_id
   GROUP BY 1, 2, 3
  HAVING sum(c.delivered) <> 0 OR sum(c.failed) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A rank's new messages belong to one alarm: summed per alarm first, its organization is looked up once, not once a message.
CREATE OR REPLACE FUNCTION notification_stats_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  SELECT a.org_id, m.hour, m.device_type, sum(m.total), sum(m.delivered), sum(m.failed)
    FROM (SELECT alarm_id, date_trunc('hour', created_at, 'UTC') AS hour, device_type, count(*) AS total,
                 count(*) FILTER (WHERE status IN ('SENT', 'DELIVERED')) AS delivered, count(*) FILTER (WHERE status = 'FAILED') AS failed
            FROM added GROUP BY 1, 2, 3) AS m
    JOIN alarms a ON a.id = m.alarm_id
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
