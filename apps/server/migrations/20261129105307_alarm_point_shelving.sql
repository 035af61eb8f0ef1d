CREATE TABLE "alarm_point_shelves" (
	"alarm_point_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"shelved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shelved_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"shelved_by_user_id" integer,
	"shelved_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_point_shelves" ADD CONSTRAINT "alarm_point_shelves_alarm_point_id_alarm_points_id_fk" FOREIGN KEY ("alarm_point_id") REFERENCES "public"."alarm_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_point_shelves" ADD CONSTRAINT "alarm_point_shelves_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_point_shelves" ADD CONSTRAINT "alarm_point_shelves_shelved_by_user_id_users_id_fk" FOREIGN KEY ("shelved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_point_shelves_org_idx" ON "alarm_point_shelves" USING btree ("org_id","shelved_until");--> statement-breakpoint
-- Shelving is audited like the alarm point it belongs to (its editor's history shows it).
CREATE TRIGGER alarm_point_shelves_audited AFTER INSERT OR UPDATE OR DELETE ON alarm_point_shelves
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('parent:alarm_points:alarm_point_id', '', '');
--> statement-breakpoint
-- The new authority ALARM_SHELVE goes to the roles that hold every other one (the administrators).
UPDATE roles SET authorities = array_append(authorities, 'ALARM_SHELVE')
WHERE authorities @> ARRAY['ALARM_PANEL','MANUAL_CALL','ALARM_TABLE','DELETED_ALARM_RESTORAGE','MOBILE_APP','ALARM_EVENT_RULE','INSTRUCTION_FILES','REPORTS','USER_ADMIN','ROLE_ADMIN','ORGANIZATION_ADMIN','PARTICIPANT_ADMIN','ALARM_DEFINITION','SCHEDULE_ADMIN','IMPORT_EXPORT','SYSTEM_TABLES','TABLE_COLUMNS_ORDER','AUDIT_LOG']::text[]
  AND NOT ('ALARM_SHELVE' = ANY (authorities));
