DROP INDEX "users_org_name_idx";--> statement-breakpoint
CREATE INDEX "roles_name_idx" ON "roles" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_org_name_idx" ON "users" USING btree ("org_id","name","id");