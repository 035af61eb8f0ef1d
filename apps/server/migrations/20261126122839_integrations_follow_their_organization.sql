ALTER TABLE "integration_keys" DROP CONSTRAINT "integration_keys_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "outgoing_webhooks" DROP CONSTRAINT "outgoing_webhooks_org_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_webhooks" ADD CONSTRAINT "outgoing_webhooks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;