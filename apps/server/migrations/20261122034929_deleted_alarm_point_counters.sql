-- Alarm point lists show either the active or the deleted points, and their total must not cost a
-- count over every row: besides ALARMPOINT (all points, what object limits compare against) each
-- organization counts its deleted points as ALARMPOINT_DELETED. Active = ALARMPOINT - ALARMPOINT_DELETED.
CREATE OR REPLACE FUNCTION count_deleted_alarm_points() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_org integer;
  new_org integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted THEN old_org := OLD.org_id; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted THEN new_org := NEW.org_id; END IF;
  IF old_org IS NOT DISTINCT FROM new_org THEN RETURN NULL; END IF;
  IF old_org IS NOT NULL THEN
    UPDATE org_object_counts SET count = count - 1 WHERE org_id = old_org AND object_type = 'ALARMPOINT_DELETED';
  END IF;
  IF new_org IS NOT NULL THEN
    INSERT INTO org_object_counts (org_id, object_type, count) VALUES (new_org, 'ALARMPOINT_DELETED', 1)
    ON CONFLICT (org_id, object_type) DO UPDATE SET count = org_object_counts.count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarm_points_deleted_counted AFTER INSERT OR DELETE OR UPDATE OF org_id, deleted ON alarm_points
  FOR EACH ROW EXECUTE FUNCTION count_deleted_alarm_points();
--> statement-breakpoint
INSERT INTO org_object_counts (org_id, object_type, count)
  SELECT org_id, 'ALARMPOINT_DELETED', count(*) FROM alarm_points WHERE deleted GROUP BY org_id;
