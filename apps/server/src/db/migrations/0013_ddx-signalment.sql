ALTER TABLE "ddx_diagnoses" ADD COLUMN "ages" text[];--> statement-breakpoint
ALTER TABLE "ddx_diagnoses" ADD COLUMN "breeds" text[];