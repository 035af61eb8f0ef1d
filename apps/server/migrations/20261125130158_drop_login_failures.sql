-- Issue 11 (trust): failed sign-ins are counted in sign_in_throttles (one upsert per attempt); the
-- per-attempt rows of the first milestone are no longer read or written.
DROP TABLE "login_failures" CASCADE;
