CREATE TABLE "alarm_rotation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_rule" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"week_group_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"alarm_point_id" integer,
	"alarm_plan_id" integer NOT NULL,
	"standard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rotation_week_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"calendar_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rotationals" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"valid_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_rotation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_rule" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"week_group_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"calling_device_type" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "participant_rotation_week_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"calendar_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_rotationals" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"valid_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "participant_rotational_id" integer;--> statement-breakpoint
ALTER TABLE "alarm_rotation_events" ADD CONSTRAINT "alarm_rotation_events_week_group_id_alarm_rotation_week_groups_id_fk" FOREIGN KEY ("week_group_id") REFERENCES "public"."alarm_rotation_week_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rotation_events" ADD CONSTRAINT "alarm_rotation_events_calendar_id_alarm_rotationals_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."alarm_rotationals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rotation_events" ADD CONSTRAINT "alarm_rotation_events_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rotation_events" ADD CONSTRAINT "alarm_rotation_events_alarm_plan_id_alarm_plans_id_fk" FOREIGN KEY ("alarm_plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rotation_week_groups" ADD CONSTRAINT "alarm_rotation_week_groups_calendar_id_alarm_rotationals_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."alarm_rotationals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rotationals" ADD CONSTRAINT "alarm_rotationals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_rotation_events" ADD CONSTRAINT "participant_rotation_events_week_group_id_participant_rotation_week_groups_id_fk" FOREIGN KEY ("week_group_id") REFERENCES "public"."participant_rotation_week_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_rotation_events" ADD CONSTRAINT "participant_rotation_events_calendar_id_participant_rotationals_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."participant_rotationals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_rotation_week_groups" ADD CONSTRAINT "participant_rotation_week_groups_calendar_id_participant_rotationals_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."participant_rotationals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_rotationals" ADD CONSTRAINT "participant_rotationals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_rotation_events_group_idx" ON "alarm_rotation_events" USING btree ("week_group_id","order_id");--> statement-breakpoint
CREATE INDEX "alarm_rotation_events_calendar_idx" ON "alarm_rotation_events" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "alarm_rotation_events_point_idx" ON "alarm_rotation_events" USING btree ("alarm_point_id");--> statement-breakpoint
CREATE INDEX "alarm_rotation_events_plan_idx" ON "alarm_rotation_events" USING btree ("alarm_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_rotation_week_groups_order_unique" ON "alarm_rotation_week_groups" USING btree ("calendar_id","order_id");--> statement-breakpoint
CREATE INDEX "alarm_rotationals_org_name_idx" ON "alarm_rotationals" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "alarm_rotationals_name_idx" ON "alarm_rotationals" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "participant_rotation_events_group_idx" ON "participant_rotation_events" USING btree ("week_group_id","order_id");--> statement-breakpoint
CREATE INDEX "participant_rotation_events_calendar_idx" ON "participant_rotation_events" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_rotation_week_groups_order_unique" ON "participant_rotation_week_groups" USING btree ("calendar_id","order_id");--> statement-breakpoint
CREATE INDEX "participant_rotationals_org_name_idx" ON "participant_rotationals" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "participant_rotationals_name_idx" ON "participant_rotationals" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_participant_rotational_id_participant_rotationals_id_fk" FOREIGN KEY ("participant_rotational_id") REFERENCES "public"."participant_rotationals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_points" ADD CONSTRAINT "alarm_points_rotational_calendar_id_alarm_rotationals_id_fk" FOREIGN KEY ("rotational_calendar_id") REFERENCES "public"."alarm_rotationals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_rotational_idx" ON "participants" USING btree ("participant_rotational_id");--> statement-breakpoint
CREATE INDEX "alarm_points_rotational_idx" ON "alarm_points" USING btree ("rotational_calendar_id");--> statement-breakpoint
-- Standby and team media schedules belong to organizations: count them per organization like the other objects.
CREATE TRIGGER alarm_rotationals_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON alarm_rotationals
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ALARM_ROTATIONAL', 'org_id');
--> statement-breakpoint
CREATE TRIGGER participant_rotationals_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON participant_rotationals
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('PARTICIPANT_ROTATIONAL', 'org_id');
