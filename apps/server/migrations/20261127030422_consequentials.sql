CREATE TABLE "consequential_firings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" bigint NOT NULL,
	"consequential_id" integer NOT NULL,
	"trigger_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_points" ADD COLUMN "initiator_id" integer;--> statement-breakpoint
ALTER TABLE "alarm_points" ADD COLUMN "consequential_trigger" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "initiator_alarm_id" bigint;--> statement-breakpoint
ALTER TABLE "consequential_firings" ADD CONSTRAINT "consequential_firings_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consequential_firings_unique" ON "consequential_firings" USING btree ("alarm_id","consequential_id");--> statement-breakpoint
ALTER TABLE "alarm_points" ADD CONSTRAINT "alarm_points_initiator_id_alarm_points_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."alarm_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_points_consequential_unique" ON "alarm_points" USING btree ("initiator_id","consequential_trigger") WHERE "alarm_points"."initiator_id" is not null and not "alarm_points"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_follow_up_unique" ON "alarms" USING btree ("initiator_alarm_id","alarm_point_id") WHERE "alarms"."initiator_alarm_id" is not null;