-- Lists answer a total count with every page, and object limits compare against one. Counting the
-- rows of a large table on every request costs tens of milliseconds at 100,000 objects, so each
-- organization keeps a counter per object type (table org_object_counts), maintained by a trigger on every table whose rows
-- belong to an organization. The total below an organization is then a sum over its subtree.
-- Arguments: the object type, and the column naming the owning organization.
CREATE OR REPLACE FUNCTION count_org_objects() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  org_column text := TG_ARGV[1];
  old_org integer;
  new_org integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN old_org := (to_jsonb(OLD) ->> org_column)::integer; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN new_org := (to_jsonb(NEW) ->> org_column)::integer; END IF;
  IF old_org IS NOT DISTINCT FROM new_org THEN RETURN NULL; END IF;
  IF old_org IS NOT NULL THEN
    UPDATE org_object_counts SET count = count - 1 WHERE org_id = old_org AND object_type = kind;
  END IF;
  IF new_org IS NOT NULL THEN
    INSERT INTO org_object_counts (org_id, object_type, count) VALUES (new_org, kind, 1)
    ON CONFLICT (org_id, object_type) DO UPDATE SET count = org_object_counts.count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON users
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('USER', 'org_id');
--> statement-breakpoint
CREATE TRIGGER roles_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON roles
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('USERGROUP', 'org_id');
--> statement-breakpoint
CREATE TRIGGER organizations_counted AFTER INSERT OR DELETE OR UPDATE OF parent_id ON organizations
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('ORGANIZATION', 'parent_id');
--> statement-breakpoint
INSERT INTO org_object_counts (org_id, object_type, count)
  SELECT org_id, 'USER', count(*) FROM users GROUP BY org_id
  UNION ALL SELECT org_id, 'USERGROUP', count(*) FROM roles GROUP BY org_id
  UNION ALL SELECT parent_id, 'ORGANIZATION', count(*) FROM organizations WHERE parent_id IS NOT NULL GROUP BY parent_id;
