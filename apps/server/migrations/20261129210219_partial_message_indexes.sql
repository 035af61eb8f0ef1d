DROP INDEX "alarm_notifications_contact_idx";--> statement-breakpoint
DROP INDEX "alarm_notifications_external_idx";--> statement-breakpoint
CREATE INDEX "alarm_notifications_contact_idx" ON "alarm_notifications" USING btree ("address","sent_at") WHERE "alarm_notifications"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "alarm_notifications_external_idx" ON "alarm_notifications" USING btree ("external_id") WHERE "alarm_notifications"."external_id" is not null;