-- Participants and participant groups belong to organizations: count them per organization like
-- users (see organization_object_count_triggers), and index the participant search text.
CREATE TRIGGER participants_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON participants
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('PARTICIPANT', 'org_id');
--> statement-breakpoint
CREATE TRIGGER participant_groups_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON participant_groups
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('PARTICIPANT_GROUP', 'org_id');
--> statement-breakpoint
-- The expression must stay identical to `participantSearchText` in src/db/schema/participants.ts.
CREATE INDEX IF NOT EXISTS participants_search_trgm_idx ON participants
  USING gin (("name" || ' ' || "surname" || ' ' || coalesce("short_name", '') || ' ' || coalesce("login", '')) gin_trgm_ops);
