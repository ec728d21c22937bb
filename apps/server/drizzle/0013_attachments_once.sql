CREATE TABLE "file_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumbnail_sha256" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "received" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mail written by compose and not sent: the drafts of the Drafts folder (a held send is not one).
UPDATE "mail_messages" SET "draft" = true WHERE "folder" = 2 AND "send_at" IS NULL;--> statement-breakpoint
-- The bytes already stored move to their content rows, once per content, in pieces of 256 KiB.
INSERT INTO "file_contents" ("sha256", "size", "complete")
  SELECT DISTINCT ON ("sha256") "sha256", length("content"), true FROM "stored_files" ORDER BY "sha256";--> statement-breakpoint
INSERT INTO "file_chunks" ("sha256", "seq", "bytes")
  SELECT f."sha256", g.seq, substring(f."content" FROM g.seq * 262144 + 1 FOR 262144)
  FROM (SELECT DISTINCT ON ("sha256") "sha256", "content" FROM "stored_files" ORDER BY "sha256") f,
  generate_series(0, greatest((length(f."content") - 1) / 262144, 0)) AS g(seq);--> statement-breakpoint
UPDATE "stored_files" SET "thumbnail_sha256" = encode(sha256("thumbnail"), 'hex') WHERE "thumbnail" IS NOT NULL;--> statement-breakpoint
INSERT INTO "file_contents" ("sha256", "size", "complete")
  SELECT DISTINCT ON ("thumbnail_sha256") "thumbnail_sha256", length("thumbnail"), true FROM "stored_files"
  WHERE "thumbnail" IS NOT NULL ORDER BY "thumbnail_sha256"
  ON CONFLICT ("sha256") DO NOTHING;--> statement-breakpoint
INSERT INTO "file_chunks" ("sha256", "seq", "bytes")
  SELECT f."thumbnail_sha256", g.seq, substring(f."thumbnail" FROM g.seq * 262144 + 1 FOR 262144)
  FROM (SELECT DISTINCT ON ("thumbnail_sha256") "thumbnail_sha256", "thumbnail" FROM "stored_files"
    WHERE "thumbnail" IS NOT NULL ORDER BY "thumbnail_sha256") f,
  generate_series(0, greatest((length(f."thumbnail") - 1) / 262144, 0)) AS g(seq)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_sha256_file_contents_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."file_contents"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_sha256_file_contents_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."file_contents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_thumbnail_sha256_file_contents_sha256_fk" FOREIGN KEY ("thumbnail_sha256") REFERENCES "public"."file_contents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_sha256_idx" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "stored_files_thumbnail_idx" ON "stored_files" USING btree ("thumbnail_sha256") WHERE "stored_files"."thumbnail_sha256" is not null;--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "thumbnail";