DROP INDEX "accounts_email_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "provider_subject" text;--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_subject_key" ON "accounts" USING btree ("provider","provider_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email") WHERE provider = 'custom';