ALTER TABLE "patients" ADD COLUMN "renal_disease" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "hepatic_disease" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "safety_acknowledgement" jsonb;