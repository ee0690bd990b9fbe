ALTER TABLE "prescription_shares" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "prescription_shares" SET "expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "prescription_shares" ALTER COLUMN "expires_at" SET NOT NULL;
