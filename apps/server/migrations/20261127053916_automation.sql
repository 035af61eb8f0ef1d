CREATE TABLE "alarm_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"regex_timeouts" integer DEFAULT 0 NOT NULL,
	"last_regex_timeout_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"alarm_point_id" integer,
	"name" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"recurrence" jsonb,
	"ended_early_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_rules_org_position_idx" ON "alarm_rules" USING btree ("org_id","position");--> statement-breakpoint
CREATE INDEX "alarm_rules_name_idx" ON "alarm_rules" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "alarm_rules_actions_idx" ON "alarm_rules" USING gin ("actions");--> statement-breakpoint
CREATE INDEX "maintenance_windows_org_idx" ON "maintenance_windows" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_point_idx" ON "maintenance_windows" USING btree ("alarm_point_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_name_idx" ON "maintenance_windows" USING btree ("name","id");--> statement-breakpoint
CREATE TRIGGER alarm_rules_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON alarm_rules
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ALARM_RULE', 'org_id');
--> statement-breakpoint
-- The organization and those above it, with their distance from the root (0 for the root): the
-- alarm rules of a line apply from the top down, a maintenance window of an organization to its subtree.
CREATE OR REPLACE FUNCTION org_line(org integer) RETURNS TABLE (id integer, depth integer)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, parent_id, height) AS (
    SELECT o.id, o.parent_id, 0 FROM organizations o WHERE o.id = org
    UNION ALL
    SELECT o.id, o.parent_id, up.height + 1 FROM organizations o JOIN up ON o.id = up.parent_id
  )
  SELECT up.id, (max(up.height) OVER () - up.height)::integer FROM up
$$;
