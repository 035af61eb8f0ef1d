CREATE TABLE "app_trigger_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alarm_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lone_worker_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lone_worker_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"task" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expected_end_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"check_in_minutes" integer NOT NULL,
	"grace_minutes" integer NOT NULL,
	"last_check_in_at" timestamp with time zone NOT NULL,
	"next_check_in_at" timestamp with time zone NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"last_location" jsonb,
	"last_alarm_id" bigint
);
--> statement-breakpoint
CREATE TABLE "lone_worker_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"alarm_point_id" integer,
	"grace_minutes" integer DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_presence" (
	"participant_id" integer PRIMARY KEY NOT NULL,
	"checked_in" boolean NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predefined_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "predefined_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"app_type" text NOT NULL,
	"system_id" text,
	"alarm_plan_id" integer,
	"icon" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'CONSOLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_plans" ADD COLUMN "skip_checked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "app_trigger_requests" ADD CONSTRAINT "app_trigger_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_sessions" ADD CONSTRAINT "lone_worker_sessions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_sessions" ADD CONSTRAINT "lone_worker_sessions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_sessions" ADD CONSTRAINT "lone_worker_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_settings" ADD CONSTRAINT "lone_worker_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_settings" ADD CONSTRAINT "lone_worker_settings_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_presence" ADD CONSTRAINT "participant_presence_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_apps" ADD CONSTRAINT "predefined_apps_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_apps" ADD CONSTRAINT "predefined_apps_alarm_plan_id_alarm_plans_id_fk" FOREIGN KEY ("alarm_plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_trigger_requests_created_idx" ON "app_trigger_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lone_worker_sessions_running_idx" ON "lone_worker_sessions" USING btree ("participant_id") WHERE status = 'RUNNING';--> statement-breakpoint
CREATE INDEX "lone_worker_sessions_due_idx" ON "lone_worker_sessions" USING btree ("next_check_in_at") WHERE status = 'RUNNING';--> statement-breakpoint
CREATE INDEX "lone_worker_sessions_org_idx" ON "lone_worker_sessions" USING btree ("org_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "predefined_apps_org_type_idx" ON "predefined_apps" USING btree ("org_id","app_type");