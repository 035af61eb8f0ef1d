CREATE TABLE "alarm_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"participant_id" integer,
	"participant_name" text,
	"device_type" text,
	"address" text,
	"actor" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "alarm_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"participant_id" integer NOT NULL,
	"device_id" integer,
	"device_type" text NOT NULL,
	"address" text NOT NULL,
	"round" integer NOT NULL,
	"rank" integer NOT NULL,
	"device_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"message_id" text NOT NULL,
	"external_id" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alarm_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" bigint NOT NULL,
	"participant_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"responded_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text DEFAULT 'STANDARD' NOT NULL,
	"alarm_point_id" integer,
	"name" text NOT NULL,
	"system_id" text,
	"icon" jsonb NOT NULL,
	"status" text NOT NULL,
	"priority" integer NOT NULL,
	"text" text,
	"speech_text" text,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"text_template_id" integer,
	"instruction_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"media_processing_type" text NOT NULL,
	"media_usage_type" text NOT NULL,
	"acknowledge_mode" text NOT NULL,
	"confirm_priority" integer NOT NULL,
	"local_acknowledge_time" integer NOT NULL,
	"count_repeat" integer NOT NULL,
	"repeat_between" integer NOT NULL,
	"repeat_mon_interval" integer DEFAULT 0 NOT NULL,
	"triggered_by" text NOT NULL,
	"triggered_by_user_id" integer,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_for" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"round" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"quit_reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_points" ADD COLUMN "text_template_id" integer;--> statement-breakpoint
ALTER TABLE "alarm_history" ADD CONSTRAINT "alarm_history_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_recipient_id_alarm_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."alarm_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_recipients" ADD CONSTRAINT "alarm_recipients_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_triggered_by_user_id_users_id_fk" FOREIGN KEY ("triggered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_history_alarm_idx" ON "alarm_history" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "alarm_notifications_alarm_idx" ON "alarm_notifications" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "alarm_notifications_due_idx" ON "alarm_notifications" USING btree ("next_attempt_at") WHERE "alarm_notifications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "alarm_notifications_sending_idx" ON "alarm_notifications" USING btree ("deadline") WHERE "alarm_notifications"."status" = 'SENDING';--> statement-breakpoint
CREATE INDEX "alarm_notifications_contact_idx" ON "alarm_notifications" USING btree ("address","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_notifications_message_unique" ON "alarm_notifications" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "alarm_notifications_external_idx" ON "alarm_notifications" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_recipients_alarm_participant_unique" ON "alarm_recipients" USING btree ("alarm_id","participant_id");--> statement-breakpoint
CREATE INDEX "alarm_recipients_participant_idx" ON "alarm_recipients" USING btree ("participant_id","alarm_id");--> statement-breakpoint
CREATE INDEX "alarms_org_triggered_idx" ON "alarms" USING btree ("org_id","triggered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_triggered_idx" ON "alarms" USING btree ("triggered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_open_idx" ON "alarms" USING btree ("org_id","triggered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "alarms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "alarms_due_idx" ON "alarms" USING btree ("next_step_at") WHERE "alarms"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "alarms_point_idx" ON "alarms" USING btree ("alarm_point_id","triggered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "alarm_points" ADD CONSTRAINT "alarm_points_text_template_id_text_templates_id_fk" FOREIGN KEY ("text_template_id") REFERENCES "public"."text_templates"("id") ON DELETE no action ON UPDATE no action;