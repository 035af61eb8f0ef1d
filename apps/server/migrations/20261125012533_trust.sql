-- Issue 11 (trust): sign-in throttles counted in one statement, security events (two-factor resets),
-- gateway webhook events taken once, and failed alarms that stay in the alarm table until seen to.
CREATE TABLE "security_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_login" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_webhook_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "failure_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "failure_acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_window_idx" ON "sign_in_throttles" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "gateway_webhook_events_received_idx" ON "gateway_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "alarms_unacknowledged_failure_idx" ON "alarms" USING btree ("org_id","triggered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "alarms"."status" in ('FAILURE', 'CONFIG_PROBLEM', 'NOT_ACCEPTED') and "alarms"."failure_acknowledged_at" is null;