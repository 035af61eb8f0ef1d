-- Alarm plans, alarm points (deleted ones too: restoring must not overrun a limit), alarm templates
-- and text templates belong to organizations: count them per organization like participants.
CREATE TRIGGER alarm_plans_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON alarm_plans
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ALARMPLAN', 'org_id');
--> statement-breakpoint
CREATE TRIGGER alarm_points_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON alarm_points
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ALARMPOINT', 'org_id');
--> statement-breakpoint
CREATE TRIGGER alarm_templates_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON alarm_templates
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ALARM_TEMPLATE', 'org_id');
--> statement-breakpoint
CREATE TRIGGER text_templates_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON text_templates
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('TEXT_TEMPLATE', 'org_id');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alarm_points_search_trgm_idx ON alarm_points
  USING gin (("name" || ' ' || coalesce("system_id", '') || ' ' || coalesce("description", '')) gin_trgm_ops);
