CREATE TABLE "signing_certificates" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"sealed_file" text NOT NULL,
	"sealed_password" text NOT NULL,
	"holder" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;