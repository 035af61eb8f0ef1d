CREATE TABLE "alarm_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"rank_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"participant_id" integer,
	"participant_group_id" integer,
	CONSTRAINT "alarm_plan_entries_one_kind" CHECK (("alarm_plan_entries"."participant_id" is null) <> ("alarm_plan_entries"."participant_group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "alarm_plan_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"wait_time" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"media_processing_type" text DEFAULT 'BY_RANK' NOT NULL,
	"media_usage_type" text DEFAULT 'ALL' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_point_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"alarm_point_id" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_point_instruction_files" (
	"alarm_point_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "alarm_point_instruction_files_alarm_point_id_file_id_pk" PRIMARY KEY("alarm_point_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "alarm_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"text" text,
	"speech_text" text,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"icon" jsonb NOT NULL,
	"system_id" text,
	"alarm_plan_id" integer,
	"rotational_calendar_id" integer,
	"priority" integer DEFAULT 5 NOT NULL,
	"acknowledge_mode" text DEFAULT 'NONE' NOT NULL,
	"confirm_priority" integer DEFAULT 1 NOT NULL,
	"local_acknowledge_time" integer DEFAULT 1 NOT NULL,
	"count_repeat" integer DEFAULT 0 NOT NULL,
	"repeat_between" integer DEFAULT 0 NOT NULL,
	"repeat_mon_interval" integer DEFAULT 0 NOT NULL,
	"media_processing_type" text,
	"media_usage_type" text,
	"alarm_point_type" text DEFAULT 'STANDARD' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"alarm_plan_id" integer,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruction_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_plan_entries" ADD CONSTRAINT "alarm_plan_entries_rank_id_alarm_plan_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."alarm_plan_ranks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_plan_entries" ADD CONSTRAINT "alarm_plan_entries_plan_id_alarm_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_plan_entries" ADD CONSTRAINT "alarm_plan_entries_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_plan_entries" ADD CONSTRAINT "alarm_plan_entries_participant_group_id_participant_groups_id_fk" FOREIGN KEY ("participant_group_id") REFERENCES "public"."participant_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_plan_ranks" ADD CONSTRAINT "alarm_plan_ranks_plan_id_alarm_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_plans" ADD CONSTRAINT "alarm_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_point_calendar_events" ADD CONSTRAINT "alarm_point_calendar_events_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_point_instruction_files" ADD CONSTRAINT "alarm_point_instruction_files_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_point_instruction_files" ADD CONSTRAINT "alarm_point_instruction_files_file_id_instruction_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."instruction_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_points" ADD CONSTRAINT "alarm_points_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_points" ADD CONSTRAINT "alarm_points_alarm_plan_id_alarm_plans_id_fk" FOREIGN KEY ("alarm_plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_templates" ADD CONSTRAINT "alarm_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_templates" ADD CONSTRAINT "alarm_templates_alarm_plan_id_alarm_plans_id_fk" FOREIGN KEY ("alarm_plan_id") REFERENCES "public"."alarm_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_files" ADD CONSTRAINT "instruction_files_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_templates" ADD CONSTRAINT "text_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_plan_entries_rank_idx" ON "alarm_plan_entries" USING btree ("rank_id","order_id");--> statement-breakpoint
CREATE INDEX "alarm_plan_entries_participant_idx" ON "alarm_plan_entries" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "alarm_plan_entries_group_idx" ON "alarm_plan_entries" USING btree ("participant_group_id");--> statement-breakpoint
CREATE INDEX "alarm_plan_entries_plan_idx" ON "alarm_plan_entries" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_plan_ranks_plan_order_unique" ON "alarm_plan_ranks" USING btree ("plan_id","order_id");--> statement-breakpoint
CREATE INDEX "alarm_plans_org_name_idx" ON "alarm_plans" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "alarm_plans_name_idx" ON "alarm_plans" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "alarm_point_calendar_events_point_idx" ON "alarm_point_calendar_events" USING btree ("alarm_point_id");--> statement-breakpoint
CREATE INDEX "alarm_point_instruction_files_file_idx" ON "alarm_point_instruction_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "alarm_points_org_name_idx" ON "alarm_points" USING btree ("org_id","deleted","name","id");--> statement-breakpoint
CREATE INDEX "alarm_points_name_idx" ON "alarm_points" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "alarm_points_plan_idx" ON "alarm_points" USING btree ("alarm_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_points_system_id_unique" ON "alarm_points" USING btree ("org_id",lower("system_id")) WHERE "alarm_points"."system_id" is not null and not "alarm_points"."deleted";--> statement-breakpoint
CREATE INDEX "alarm_templates_org_name_idx" ON "alarm_templates" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "alarm_templates_name_idx" ON "alarm_templates" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "instruction_files_path_unique" ON "instruction_files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "instruction_files_org_idx" ON "instruction_files" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "text_templates_org_name_idx" ON "text_templates" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "text_templates_name_idx" ON "text_templates" USING btree ("name","id");