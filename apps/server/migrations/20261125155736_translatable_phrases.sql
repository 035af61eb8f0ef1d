ALTER TABLE "alarm_history" ADD COLUMN "phrase" jsonb;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD COLUMN "last_error_phrase" jsonb;