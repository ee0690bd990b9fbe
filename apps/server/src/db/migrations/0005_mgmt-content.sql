CREATE TABLE "drug_versions" (
	"drug_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "drug_versions_drug_id_version_pk" PRIMARY KEY("drug_id","version")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;