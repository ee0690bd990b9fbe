-- Accounts saved before the one-CPF rule may share a CPF: the oldest account keeps it, the newer ones
-- are asked for it again (docs/decisions/web-working-day.md), so the unique index can be built.
UPDATE "users" AS u SET "cpf" = NULL
WHERE u."cpf" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "users" AS older
    WHERE older."cpf" = u."cpf" AND (older."created_at", older."uid") < (u."created_at", u."uid")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_idx" ON "users" USING btree ("cpf") WHERE "users"."cpf" is not null;
