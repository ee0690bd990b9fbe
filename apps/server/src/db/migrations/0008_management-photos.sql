CREATE TABLE "management_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "management_photos_uploaded_at_idx" ON "management_photos" USING btree ("uploaded_at");--> statement-breakpoint
-- Photos uploaded before this table existed are known from the audit trail: they join the sweep.
INSERT INTO "management_photos" ("key", "uploaded_at", "uploaded_by")
SELECT substring("target" from 6), min("at"), min("editor_id") FROM "management_audit"
WHERE "action" = 'photo.upload' AND "target" LIKE 'file:management/photos/%'
GROUP BY 1 ON CONFLICT DO NOTHING;
