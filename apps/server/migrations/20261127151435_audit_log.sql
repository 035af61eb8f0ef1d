CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx_id" bigint NOT NULL,
	"org_id" integer,
	"actor_user_id" integer,
	"actor_login" text,
	"address" text,
	"user_agent" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"parent_type" text,
	"parent_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_org_at_idx" ON "audit_log" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_type","parent_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
-- Writes one audit_log row per changed row of a configuration table, in the change's transaction.
-- Arguments: where the row's organization is ('org_id', 'id', or 'parent:<table>:<column>' for a
-- row belonging to another), its secret columns (never copied: shown as "[secret]", a changed one
-- as "[new secret]"; a chat webhook's URL is one, it carries the token) and bookkeeping columns
-- whose change alone is not reported (version always).
-- Who and from where come from the transaction's setting audit.context (set by the server for a
-- request); without it the change is the server's own (first start, demo data, the engine).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('audit.context', true), '')::jsonb;
  secrets text[] := coalesce(string_to_array(nullif(TG_ARGV[1], ''), ','), '{}');
  ignored text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}') || ARRAY['version'];
  old_full jsonb;
  new_full jsonb;
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  secret text;
  org integer;
  parts text[];
  parent_type text;
  parent_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_full := to_jsonb(OLD); old_row := old_full - secrets; END IF;
  IF TG_OP <> 'DELETE' THEN new_full := to_jsonb(NEW); new_row := new_full - secrets; END IF;
  FOREACH secret IN ARRAY secrets LOOP
    IF TG_OP = 'UPDATE' AND (old_full -> secret) IS DISTINCT FROM (new_full -> secret) THEN
      old_row := old_row || jsonb_build_object(secret, CASE WHEN jsonb_typeof(old_full -> secret) = 'null' THEN NULL ELSE '[secret]' END);
      new_row := new_row || jsonb_build_object(secret, CASE WHEN jsonb_typeof(new_full -> secret) = 'null' THEN NULL ELSE '[new secret]' END);
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND (old_row - ignored) = (new_row - ignored) THEN
    RETURN NULL;
  END IF;
  row_data := coalesce(new_full, old_full);
  IF TG_ARGV[0] = 'org_id' THEN
    org := (row_data ->> 'org_id')::integer;
  ELSIF TG_ARGV[0] = 'id' THEN
    org := (row_data ->> 'id')::integer;
  ELSE
    parts := string_to_array(TG_ARGV[0], ':');
    parent_type := parts[2];
    parent_id := row_data ->> parts[3];
    EXECUTE format('SELECT org_id FROM %I WHERE id = $1', parent_type) INTO org USING parent_id::integer;
    -- The parent is gone (deleted with this row): the organization the change was made in.
    org := coalesce(org, (context ->> 'orgId')::integer);
  END IF;
  INSERT INTO audit_log (tx_id, org_id, actor_user_id, actor_login, address, user_agent, action, object_type, object_id, parent_type, parent_id, before, after)
  VALUES (txid_current(), org, (context ->> 'userId')::integer, context ->> 'login', context ->> 'address', context ->> 'userAgent',
    TG_OP, TG_TABLE_NAME, row_data ->> 'id', parent_type, parent_id, old_row, new_row);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  audited text[][] := ARRAY[
    ['organizations', 'id', '', ''],
    ['users', 'org_id', 'password_hash,two_factor_secret,two_factor_pending_secret', 'two_factor_last_step'],
    ['roles', 'org_id', '', ''],
    ['user_roles', 'parent:users:user_id', '', ''],
    ['participants', 'org_id', '', ''],
    ['participant_devices', 'parent:participants:participant_id', '', ''],
    ['participant_calendar_events', 'parent:participants:participant_id', '', ''],
    ['participant_groups', 'org_id', '', ''],
    ['participant_group_members', 'parent:participant_groups:group_id', '', ''],
    ['holidays', 'org_id', '', ''],
    ['alarm_plans', 'org_id', '', ''],
    ['alarm_plan_ranks', 'parent:alarm_plans:plan_id', '', ''],
    ['alarm_plan_entries', 'parent:alarm_plans:plan_id', '', ''],
    ['alarm_points', 'org_id', '', ''],
    ['alarm_point_instruction_files', 'parent:alarm_points:alarm_point_id', '', ''],
    ['alarm_point_calendar_events', 'parent:alarm_points:alarm_point_id', '', ''],
    ['alarm_templates', 'org_id', '', ''],
    ['text_templates', 'org_id', '', ''],
    ['alarm_rules', 'org_id', '', 'regex_timeouts,last_regex_timeout_at'],
    ['alarm_rotationals', 'org_id', '', ''],
    ['alarm_rotation_week_groups', 'parent:alarm_rotationals:calendar_id', '', ''],
    ['alarm_rotation_events', 'parent:alarm_rotationals:calendar_id', '', ''],
    ['participant_rotationals', 'org_id', '', ''],
    ['participant_rotation_week_groups', 'parent:participant_rotationals:calendar_id', '', ''],
    ['participant_rotation_events', 'parent:participant_rotationals:calendar_id', '', ''],
    ['maintenance_windows', 'org_id', '', ''],
    ['outgoing_webhooks', 'org_id', 'secret,url', ''],
    ['integration_keys', 'parent:alarm_points:alarm_point_id', 'secret_hash', 'last_ping_at,heartbeat_due_at,heartbeat_alarm_id,window_start,window_count,last_used_at'],
    ['predefined_apps', 'org_id', '', ''],
    ['lone_worker_settings', 'org_id', '', ''],
    ['instruction_files', 'org_id', '', ''],
    ['duty_overrides', 'org_id', '', ''],
    ['object_limits', 'org_id', '', '']
  ];
  i integer;
BEGIN
  FOR i IN 1 .. array_length(audited, 1) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L, %L, %L)',
      audited[i][1] || '_audited', audited[i][1], audited[i][2], audited[i][3], audited[i][4]);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The new authority AUDIT_LOG goes to the roles that hold every other one (the administrators).
UPDATE roles SET authorities = array_append(authorities, 'AUDIT_LOG')
WHERE authorities @> ARRAY['ALARM_PANEL','MANUAL_CALL','ALARM_TABLE','DELETED_ALARM_RESTORAGE','MOBILE_APP','ALARM_EVENT_RULE','INSTRUCTION_FILES','REPORTS','USER_ADMIN','ROLE_ADMIN','ORGANIZATION_ADMIN','PARTICIPANT_ADMIN','ALARM_DEFINITION','SCHEDULE_ADMIN','IMPORT_EXPORT','SYSTEM_TABLES','TABLE_COLUMNS_ORDER']::text[]
  AND NOT ('AUDIT_LOG' = ANY (authorities));
