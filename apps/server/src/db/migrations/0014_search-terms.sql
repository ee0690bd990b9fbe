CREATE TABLE "search_terms" (
	"source" text NOT NULL,
	"term" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_terms_source_term_pk" PRIMARY KEY("source","term")
);
--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("term");