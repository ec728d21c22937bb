CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"from" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
