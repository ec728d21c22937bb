-- Every search ignores accents and case (apps/server/src/db/search.ts): unaccent on both engines, and a text search
-- configuration that is 'simple' after unaccent, for mail's full-text search and its highlights.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION conecta_search (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION conecta_search ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;--> statement-breakpoint
ALTER TABLE "mail_messages" drop column "search";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('conecta_search'::regconfig, "mail_messages"."subject"), 'A') || setweight(to_tsvector('conecta_search'::regconfig, "mail_messages"."from_name" || ' ' || "mail_messages"."from_email"), 'B') || setweight(to_tsvector('conecta_search'::regconfig, "mail_messages"."body_text"), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "mail_messages_search" ON "mail_messages" USING gin ("search");
