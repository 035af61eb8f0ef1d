-- The engine writes messages in batches (a rank's messages in one statement, finished sends recorded
-- together): the statistics follow them once per statement, one row per organization, hour and
-- device type, instead of a lookup of the alarm and a row for every message. The figures are the
-- same (migration 20261127083634_statistics); messages deleted with their alarm still leave them as
-- they were, as the alarm is gone when the statement's trigger runs.
DROP TRIGGER alarm_notifications_stats_added ON alarm_notifications;
--> statement-breakpoint
DROP TRIGGER alarm_notifications_stats_changed ON alarm_notifications;
--> statement-breakpoint
DROP FUNCTION notification_stats_change();
--> statement-breakpoint
CREATE FUNCTION notification_stats_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  SELECT a.org_id, date_trunc('hour', m.created_at, 'UTC'), m.device_type, count(*),
         count(*) FILTER (WHERE m.status IN ('SENT', 'DELIVERED')), count(*) FILTER (WHERE m.status = 'FAILED')
    FROM added m JOIN alarms a ON a.id = m.alarm_id
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarm_notifications_stats_added AFTER INSERT ON alarm_notifications
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notification_stats_added();
--> statement-breakpoint
CREATE FUNCTION notification_stats_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  SELECT a.org_id, date_trunc('hour', m.created_at, 'UTC'), m.device_type, -count(*),
         -count(*) FILTER (WHERE m.status IN ('SENT', 'DELIVERED')), -count(*) FILTER (WHERE m.status = 'FAILED')
    FROM removed m JOIN alarms a ON a.id = m.alarm_id
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarm_notifications_stats_removed AFTER DELETE ON alarm_notifications
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notification_stats_removed();
--> statement-breakpoint
-- Delivered counts what left successfully (SENT or DELIVERED); a report that turns SENT into FAILED moves it to failed.
CREATE FUNCTION notification_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  SELECT a.org_id, date_trunc('hour', n.created_at, 'UTC'), n.device_type, 0,
         sum((n.status IN ('SENT', 'DELIVERED'))::int - (o.status IN ('SENT', 'DELIVERED'))::int),
         sum((n.status = 'FAILED')::int - (o.status = 'FAILED')::int)
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN alarms a ON a.id = n.alarm_id
   WHERE o.status IS DISTINCT FROM n.status
   GROUP BY 1, 2, 3
  HAVING sum((n.status IN ('SENT', 'DELIVERED'))::int - (o.status IN ('SENT', 'DELIVERED'))::int) <> 0
      OR sum((n.status = 'FAILED')::int - (o.status = 'FAILED')::int) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarm_notifications_stats_changed AFTER UPDATE ON alarm_notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_stats_changed();
