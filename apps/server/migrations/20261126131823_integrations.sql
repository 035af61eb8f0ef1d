CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"alarm_point_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"rate_per_minute" integer DEFAULT 120 NOT NULL,
	"dedup_by_subject" boolean DEFAULT false NOT NULL,
	"heartbeat_minutes" integer,
	"last_ping_at" timestamp with time zone,
	"heartbeat_due_at" timestamp with time zone,
	"heartbeat_alarm_id" bigint,
	"window_start" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "integration_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "outgoing_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"alarm_id" bigint NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"response_status" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "integration_key_id" integer;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "dedup_point_id" integer;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "dedup_key" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "repeat_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "last_repeated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_webhooks" ADD CONSTRAINT "outgoing_webhooks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_outgoing_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."outgoing_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_keys_point_idx" ON "integration_keys" USING btree ("alarm_point_id","id");--> statement-breakpoint
CREATE INDEX "integration_keys_heartbeat_due_idx" ON "integration_keys" USING btree ("heartbeat_due_at") WHERE "integration_keys"."heartbeat_due_at" is not null and "integration_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "outgoing_webhooks_org_idx" ON "outgoing_webhooks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_dedup_unique" ON "alarms" USING btree ("dedup_point_id","dedup_key") WHERE "alarms"."ended_at" is null;--> statement-breakpoint
-- An alarm's state change queues one delivery per outgoing webhook of its organization or an
-- ancestor, in the same transaction as the change: no code path can change an alarm and forget
-- its webhooks, and a rolled-back change sends nothing.
CREATE OR REPLACE FUNCTION queue_alarm_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM outgoing_webhooks WHERE active) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.ended_at IS NOT NULL OR NEW.status = 'SCHEDULED' THEN RETURN NULL; END IF;
    change := 'TRIGGERED';
  ELSIF NEW.ended_at IS NOT NULL AND OLD.ended_at IS NULL THEN
    change := 'ENDED';
  ELSIF OLD.status = 'SCHEDULED' AND NEW.status <> 'SCHEDULED' THEN
    change := 'TRIGGERED';
  ELSIF NEW.status = 'ACCEPTED' AND OLD.status <> 'ACCEPTED' THEN
    change := 'ACCEPTED';
  ELSIF NEW.status = 'ACKNOWLEDGED' AND OLD.status <> 'ACKNOWLEDGED' THEN
    change := 'ACKNOWLEDGED';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO webhook_deliveries (webhook_id, alarm_id, event, payload, next_attempt_at)
  SELECT w.id, NEW.id, change,
         jsonb_build_object('event', change, 'at', now(), 'alarm', jsonb_build_object(
           'id', NEW.id, 'name', NEW.name, 'status', NEW.status, 'priority', NEW.priority, 'text', NEW.text,
           'orgId', NEW.org_id, 'alarmPointId', NEW.alarm_point_id, 'triggeredAt', NEW.triggered_at,
           'endedAt', NEW.ended_at, 'repeatCount', NEW.repeat_count, 'dedupKey', NEW.dedup_key)),
         now()
  FROM outgoing_webhooks w
  WHERE w.active AND w.events ? change
    AND w.org_id IN (
      WITH RECURSIVE up(id, parent_id) AS (
        SELECT o.id, o.parent_id FROM organizations o WHERE o.id = NEW.org_id
        UNION ALL
        SELECT o.id, o.parent_id FROM organizations o JOIN up ON o.id = up.parent_id)
      SELECT up.id FROM up);
  IF FOUND THEN
    PERFORM pg_notify('alarm_engine', 'webhooks');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarms_queue_webhooks AFTER INSERT OR UPDATE OF status, ended_at ON alarms
  FOR EACH ROW EXECUTE FUNCTION queue_alarm_webhooks();
