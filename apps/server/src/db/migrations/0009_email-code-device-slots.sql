ALTER TABLE "email_codes" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_pkey";--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_email_device_pk" PRIMARY KEY("email","device");
