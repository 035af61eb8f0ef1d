CREATE TABLE "alarm_stats_daily" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"alarms" integer NOT NULL,
	"accepted" integer NOT NULL,
	"seconds_to_accept" double precision NOT NULL,
	"ended" integer NOT NULL,
	"seconds_to_end" double precision NOT NULL,
	CONSTRAINT "alarm_stats_daily_org_id_day_status_pk" PRIMARY KEY("org_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "notification_stats_daily" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_type" text NOT NULL,
	"total" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "notification_stats_daily_org_id_day_device_type_pk" PRIMARY KEY("org_id","day","device_type")
);
--> statement-breakpoint
CREATE INDEX "alarm_stats_daily_day_idx" ON "alarm_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "notification_stats_daily_day_idx" ON "notification_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "alarm_stats_hour_idx" ON "alarm_stats" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "alarm_stats_unfolded_hour_idx" ON "alarm_stats" USING btree ("hour") WHERE not "alarm_stats"."compacted";--> statement-breakpoint
CREATE INDEX "notification_stats_hour_idx" ON "notification_stats" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "notification_stats_unfolded_hour_idx" ON "notification_stats" USING btree ("hour") WHERE not "notification_stats"."compacted";--> statement-breakpoint
INSERT INTO alarm_stats_daily (org_id, day, status, alarms, accepted, seconds_to_accept, ended, seconds_to_end)
SELECT org_id, (hour AT TIME ZONE 'UTC')::date, status, sum(alarms), sum(accepted), sum(seconds_to_accept), sum(ended), sum(seconds_to_end)
  FROM alarm_stats WHERE compacted GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO notification_stats_daily (org_id, day, device_type, total, delivered, failed)
SELECT org_id, (hour AT TIME ZONE 'UTC')::date, device_type, sum(total), sum(delivered), sum(failed)
  FROM notification_stats WHERE compacted GROUP BY 1, 2, 3;
