CREATE TABLE "chattering_points" (
	"alarm_point_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"folded_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grouping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"alarm_point_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"integration_key_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"window_minutes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer,
	"rule_name" text,
	"group_key" text NOT NULL,
	"lead_alarm_id" bigint NOT NULL,
	"priority" integer NOT NULL,
	"alarm_count" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_alarm_at" timestamp with time zone NOT NULL,
	"accepts_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"summarized_count" integer DEFAULT 1 NOT NULL,
	"summarized_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "incident_id" bigint;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "follows_incident" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grouping_rules" ADD CONSTRAINT "grouping_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chattering_points_org_idx" ON "chattering_points" USING btree ("org_id","last_event_at");--> statement-breakpoint
CREATE INDEX "grouping_rules_org_idx" ON "grouping_rules" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "incidents_open_idx" ON "incidents" USING btree ("org_id","group_key") WHERE "incidents"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_lead_unique" ON "incidents" USING btree ("lead_alarm_id");--> statement-breakpoint
CREATE INDEX "incidents_org_opened_idx" ON "incidents" USING btree ("org_id","opened_at");--> statement-breakpoint
CREATE INDEX "alarms_incident_idx" ON "alarms" USING btree ("incident_id","id" DESC NULLS LAST) WHERE "alarms"."incident_id" is not null;--> statement-breakpoint
-- Grouping rules are audited like the alarm rules beside them.
CREATE TRIGGER grouping_rules_audited AFTER INSERT OR UPDATE OR DELETE ON grouping_rules
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('org_id', '', '');
