ALTER TABLE "alarm_notifications" DROP CONSTRAINT "alarm_notifications_alarm_id_alarms_id_fk";
