-- Organization scope is asked on almost every query ("this organization and everything below
-- it"), so it lives in the database as two small functions instead of recursive queries copied
-- into each repository.

-- The organization and all its descendants.
CREATE OR REPLACE FUNCTION org_subtree(root integer) RETURNS TABLE (id integer)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE subtree(id) AS (
    SELECT o.id FROM organizations o WHERE o.id = root
    UNION ALL
    SELECT child.id FROM organizations child JOIN subtree s ON child.parent_id = s.id
  )
  SELECT subtree.id FROM subtree
$$;
--> statement-breakpoint
-- Names from the root down to the organization, joined with ' > '.
CREATE OR REPLACE FUNCTION org_path(org integer) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE ancestry(id, parent_id, name, depth) AS (
    SELECT o.id, o.parent_id, o.name, 0 FROM organizations o WHERE o.id = org
    UNION ALL
    SELECT p.id, p.parent_id, p.name, a.depth + 1 FROM organizations p JOIN ancestry a ON p.id = a.parent_id
  )
  SELECT string_agg(name, ' > ' ORDER BY depth DESC) FROM ancestry
$$;
