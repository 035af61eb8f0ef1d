-- Lists search names with `ilike '%text%'`, which no b-tree index serves. Trigram indexes do, and
-- keep the search fast at hundreds of thousands of rows. pg_trgm ships with PostgreSQL (contrib)
-- and is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The expression must stay identical to `userSearchText` in src/db/schema/users.ts.
CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users
  USING gin (("login" || ' ' || "name" || ' ' || "surname" || ' ' || coalesce("email", '')) gin_trgm_ops);
