CREATE TABLE "alarm_stats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"alarms" integer NOT NULL,
	"accepted" integer NOT NULL,
	"seconds_to_accept" double precision NOT NULL,
	"ended" integer NOT NULL,
	"seconds_to_end" double precision NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_stats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"device_type" text NOT NULL,
	"total" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_widgets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"widgets" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "role_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "first_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_widgets" ADD CONSTRAINT "user_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_stats_org_hour_idx" ON "alarm_stats" USING btree ("org_id","hour");--> statement-breakpoint
CREATE INDEX "alarm_stats_unfolded_idx" ON "alarm_stats" USING btree ("org_id","hour","status") WHERE not "alarm_stats"."compacted";--> statement-breakpoint
CREATE INDEX "notification_stats_org_hour_idx" ON "notification_stats" USING btree ("org_id","hour");--> statement-breakpoint
CREATE INDEX "notification_stats_unfolded_idx" ON "notification_stats" USING btree ("org_id","hour","device_type") WHERE not "notification_stats"."compacted";--> statement-breakpoint
UPDATE "alarms" a SET "first_accepted_at" = r.first FROM (
  SELECT alarm_id, min(responded_at) AS first FROM alarm_recipients WHERE status = 'ACCEPTED' GROUP BY alarm_id
) r WHERE r.alarm_id = a.id;
--> statement-breakpoint
-- One alarm's share of the statistics: appended negated for its old state and as is for its new one.
CREATE FUNCTION alarm_stats_share(a alarms, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO alarm_stats (org_id, hour, status, alarms, accepted, seconds_to_accept, ended, seconds_to_end)
  VALUES (a.org_id, date_trunc('hour', a.triggered_at, 'UTC'), a.status, sign,
          sign * (a.first_accepted_at IS NOT NULL)::int,
          sign * coalesce(extract(epoch FROM a.first_accepted_at - a.triggered_at), 0),
          sign * (a.ended_at IS NOT NULL)::int,
          sign * coalesce(extract(epoch FROM a.ended_at - a.triggered_at), 0))
$$;
--> statement-breakpoint
CREATE FUNCTION alarm_stats_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM alarm_stats_share(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM alarm_stats_share(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarms_stats_added AFTER INSERT OR DELETE ON alarms FOR EACH ROW EXECUTE FUNCTION alarm_stats_change();
--> statement-breakpoint
-- The engine rewrites alarms often (rank, round, next step): only what the statistics count is followed.
CREATE TRIGGER alarms_stats_changed AFTER UPDATE ON alarms FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.first_accepted_at IS DISTINCT FROM NEW.first_accepted_at
        OR OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.org_id <> NEW.org_id OR OLD.triggered_at <> NEW.triggered_at)
  EXECUTE FUNCTION alarm_stats_change();
--> statement-breakpoint
-- Delivered counts what left successfully: confirmed by the receiver (DELIVERED), or handed over where no
-- delivery report comes (SENT: e-mail accepted by the SMTP server, a push, the console); a report
-- that turns SENT into FAILED moves it to failed.
CREATE FUNCTION notification_stats_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org integer;
  message alarm_notifications := coalesce(NEW, OLD);
  sign integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  SELECT a.org_id INTO org FROM alarms a WHERE a.id = message.alarm_id;
  -- Messages deleted with their alarm leave the figures as they were.
  IF org IS NULL THEN RETURN NULL; END IF;
  INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed)
  VALUES (org, date_trunc('hour', message.created_at, 'UTC'), message.device_type,
          CASE TG_OP WHEN 'UPDATE' THEN 0 ELSE sign END,
          CASE TG_OP WHEN 'UPDATE' THEN (NEW.status IN ('SENT', 'DELIVERED'))::int - (OLD.status IN ('SENT', 'DELIVERED'))::int
                     ELSE sign * (message.status IN ('SENT', 'DELIVERED'))::int END,
          CASE TG_OP WHEN 'UPDATE' THEN (NEW.status = 'FAILED')::int - (OLD.status = 'FAILED')::int ELSE sign * (message.status = 'FAILED')::int END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alarm_notifications_stats_added AFTER INSERT OR DELETE ON alarm_notifications FOR EACH ROW EXECUTE FUNCTION notification_stats_change();
--> statement-breakpoint
CREATE TRIGGER alarm_notifications_stats_changed AFTER UPDATE ON alarm_notifications FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status IN ('SENT', 'DELIVERED', 'FAILED') OR NEW.status IN ('SENT', 'DELIVERED', 'FAILED')))
  EXECUTE FUNCTION notification_stats_change();
--> statement-breakpoint
INSERT INTO alarm_stats (org_id, hour, status, alarms, accepted, seconds_to_accept, ended, seconds_to_end, compacted)
SELECT org_id, date_trunc('hour', triggered_at, 'UTC'), status, count(*), count(first_accepted_at),
       coalesce(sum(extract(epoch FROM first_accepted_at - triggered_at)), 0), count(ended_at),
       coalesce(sum(extract(epoch FROM ended_at - triggered_at)), 0), true
  FROM alarms GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO notification_stats (org_id, hour, device_type, total, delivered, failed, compacted)
SELECT a.org_id, date_trunc('hour', n.created_at, 'UTC'), n.device_type, count(*), count(*) FILTER (WHERE n.status IN ('SENT', 'DELIVERED')),
       count(*) FILTER (WHERE n.status = 'FAILED'), true
  FROM alarm_notifications n JOIN alarms a ON a.id = n.alarm_id GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The first start's administrators see the statistics preset (bootstrap/first-start.ts).
UPDATE "roles" SET "role_number" = 8 WHERE "org_id" = 1 AND "name" = 'Administrators';
